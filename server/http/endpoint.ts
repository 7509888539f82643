import type { ApiTokenScope } from '../../common/api-token-format.plain';
import type { WorkspacePermission } from '../../common/teams';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contract, type Endpoint, type RouteName } from '../../common/api/contract';

/**
 * Registers a route from the route contract (common/api): its method, path, access (public, signed
 * in, admin), request schemas and success status and answer come from there; the route adds only
 * what is the server's own (handler, rate limit, body limit). So an endpoint is written once, and
 * what the web calls and what an OpenAPI document describes are what the server does.
 */

export type ZodApp = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;

type Field<E, K extends string> = E extends { [P in K]: infer S } ? S : undefined;
type StatusOf<N extends RouteName> = Endpoint<N> extends { status: infer S extends number } ? S : 200;
/** The Fastify schema of an endpoint, as fastify-type-provider-zod reads it to type the handler. */
export type SchemaOf<N extends RouteName> = {
  params: Field<Endpoint<N>, 'params'>;
  querystring: Field<Endpoint<N>, 'query'>;
  body: Field<Endpoint<N>, 'body'>;
  response: Endpoint<N> extends { response: infer R } ? { [S in StatusOf<N>]: R } : undefined;
};

export type EndpointRequest<N extends RouteName> = FastifyRequest<RouteGenericInterface, RawServerDefault, RawRequestDefaultExpression, SchemaOf<N>, ZodTypeProvider>;
export type EndpointReply<N extends RouteName> = FastifyReply<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  ContextConfigDefault,
  SchemaOf<N>,
  ZodTypeProvider
>;
/** What a handler resolves with: the success answer as the schema takes it, the reply itself (a CSV stream), or nothing (204). */
type Answer<N extends RouteName> = Promise<(Endpoint<N> extends { response: infer R extends z.ZodType } ? z.input<R> : void) | EndpointReply<N>>;
type Handler<N extends RouteName> = (request: EndpointRequest<N>, reply: EndpointReply<N>) => Answer<N>;
/** A handler written once for two routes of the same schemas (the app's and the public API's, issue #23). */
export type SharedHandler<N extends RouteName> = (request: EndpointRequest<N>) => Answer<N>;

/** What a route of the contract may set of its own: never its access (that is the contract's). */
export type EndpointOptions<N extends RouteName> = Omit<RouteShorthandOptions<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, RouteGenericInterface, ContextConfigDefault, SchemaOf<N>, ZodTypeProvider>, 'schema' | 'config'> & {
  config?: Omit<FastifyContextConfig, 'public' | 'admin' | 'workspace' | 'removesOnly' | 'token' | 'tokenScope'>;
};

/** A 204's answer: nothing (so the OpenAPI document says so). */
const noContent = z.null().describe('No content');

/** `const route = endpoints(app)`, then `route('getLists', async (request) => …)`: the name decides the types (NoInfer), so a handler shared by two routes of the same schemas type-checks against each. */
export function endpoints(app: ZodApp) {
  function route<N extends RouteName>(name: N, handler: Handler<NoInfer<N>>): void;
  function route<N extends RouteName>(name: N, options: EndpointOptions<NoInfer<N>>, handler: Handler<NoInfer<N>>): void;
  function route<N extends RouteName>(name: N, optionsOrHandler: EndpointOptions<N> | Handler<N>, maybeHandler?: Handler<N>): void {
    const [options, handler] = typeof optionsOrHandler === 'function' ? [{}, optionsOrHandler] : [optionsOrHandler, maybeHandler!];
    const endpoint = contract[name] as Endpoint;
    const e = endpoint as Partial<Record<'params' | 'query' | 'body' | 'response' | 'status', unknown>>;
    const status = (e.status as number | undefined) ?? 200;
    app.route({
      ...(options as object),
      method: endpoint.method,
      // Inside a plugin registered with a prefix (the public API's, for its CORS), the contract's
      // full path is given relative to it: the route's path stays the contract's.
      url: app.prefix && endpoint.path.startsWith(`${app.prefix}/`) ? endpoint.path.slice(app.prefix.length) : endpoint.path,
      config: {
        ...(options as EndpointOptions<N>).config,
        public: endpoint.access === 'public',
        admin: endpoint.access === 'admin',
        token: endpoint.access === 'token',
        tokenScope: (endpoint as { tokenScope?: ApiTokenScope }).tokenScope,
        workspace: (endpoint as { workspace?: WorkspacePermission }).workspace,
        removesOnly: (endpoint as { removesOnly?: true }).removesOnly,
      },
      schema: {
        // What the OpenAPI document says of it (only /api/v1 is published: api-v1/openapi.ts).
        summary: (e as { summary?: string }).summary,
        ...(endpoint.access === 'token' ? { tags: [endpoint.path.split('/')[3] ?? 'api'] } : {}),
        ...(e.params ? { params: e.params } : {}),
        ...(e.query ? { querystring: e.query } : {}),
        ...(e.body ? { body: e.body } : {}),
        ...(e.response ? { response: { [status]: e.response } } : status === 204 ? { response: { 204: noContent } } : {}),
      } as never,
      // The contract's success status is set before the handler runs; an error sets its own.
      handler: async (request, reply) => {
        reply.code(status);
        return handler(request as never, reply as never);
      },
    });
  }
  return route;
}
