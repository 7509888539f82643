import type { ListSummary } from '../../common/lists';
import type { BulkAddResult, Result, V1Answer } from './api';
import { isXHandle } from '../../common/x-handle.plain';

/**
 * What the content script on X may ask the service worker, and nothing more: the worker holds the
 * token and makes the calls (a content script's own fetch would be the page's, under X's CORS).
 * Not a general proxy: each request is one API call with checked arguments.
 */
export type Request =
  | { type: 'lists' }
  | { type: 'handleLists'; username: string }
  | { type: 'add'; listId: number; username: string }
  | { type: 'remove'; listId: number; username: string }
  | { type: 'openSettings' };

export interface Answers {
  lists: Result<{ lists: ListSummary[]; server: string }>;
  handleLists: Result<V1Answer<'v1HandleLists'>>;
  add: Result<BulkAddResult>;
  remove: Result<undefined>;
  openSettings: Result<undefined>;
}

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= 2_147_483_647;

/** A request as the worker accepts it, or null for anything else. */
export function parseRequest(value: unknown): Request | null {
  if (typeof value !== 'object' || value === null) return null;
  const message = value as Record<string, unknown>;
  const handle = typeof message.username === 'string' && isXHandle(message.username) ? message.username : null;
  switch (message.type) {
    case 'lists':
    case 'openSettings':
      return { type: message.type };
    case 'handleLists':
      return handle ? { type: 'handleLists', username: handle } : null;
    case 'add':
    case 'remove':
      return handle && isId(message.listId) ? { type: message.type, listId: message.listId, username: handle } : null;
    default:
      return null;
  }
}
