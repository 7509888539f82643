import type { z } from 'zod';
import type { Contract, RouteName } from './contract';

/**
 * What a call of an endpoint sends and answers, read from the contract's schemas: types only (no
 * zod at run time), so the web's first paint (web/lib/api-client.ts) and the browser extension's
 * client (extension/lib/api.ts) build their calls from the contract without bundling it.
 */

type Endpoint<N extends RouteName> = Contract[N];
type Input<S> = S extends z.ZodType ? z.input<S> : never;
/** A part the endpoint has; optional when every field of it is. */
type Part<N extends RouteName, K extends 'params' | 'query' | 'body'> = Endpoint<N> extends { [P in K]: infer S }
  ? object extends Input<S>
    ? { [P in K]?: Input<S> }
    : { [P in K]: Input<S> }
  : object;
type CsvPart<N extends RouteName> = Endpoint<N> extends { bodyMedia: 'csv' } ? { csv: string } : object;
type FilePart<N extends RouteName> = Endpoint<N> extends { bodyMedia: 'image' } ? { file: Blob } : object;

/** What a call sends: the endpoint's path parameters, query, JSON body, CSV text or file, each where it has one. */
export type CallInput<N extends RouteName> = Part<N, 'params'> & Part<N, 'query'> & Part<N, 'body'> & CsvPart<N> & FilePart<N>;
/** What a call resolves with: the success answer, a Blob for a CSV download, nothing for 204. */
export type CallAnswer<N extends RouteName> = Endpoint<N> extends { response: infer S extends z.ZodType }
  ? z.output<S>
  : Endpoint<N> extends { answerMedia: 'csv' }
    ? Blob
    : undefined;
