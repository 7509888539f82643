import type { ListQuota, ListSummary, ListsResponse } from '../../../common/lists';
import { paths } from '../../../common/paths';
import { makeUser, renderApp } from '../../test/render-app';
import { mockApi, ok } from '../../test/mock-api';
import type { MockHandler, MockReply } from '../../test/mock-api';

/** Test data for the Lists screen's tests. */
export function makeList(overrides: Partial<ListSummary> = {}): ListSummary {
  return { id: 1, name: 'Friends', icon: '📝', color: '#4f46e5', communityId: null, memberCount: 2, ...overrides };
}

export function makeQuota(overrides: Partial<ListQuota> = {}): ListQuota {
  return { tier: 2, maxlist: 10, used: 3, canCreate: true, ...overrides };
}

export function listsResponse(lists: ListSummary[], quota: Partial<ListQuota> = {}): ListsResponse {
  return { lists, quota: makeQuota({ used: lists.length, ...quota }) };
}

/** Opens /lists signed in, with GET /api/lists answering `response` (a value or a function of the moment). */
export function openLists(response: ListsResponse | (() => ListsResponse), routes: Record<string, MockHandler | MockReply> = {}) {
  const api = mockApi({ 'GET /api/lists': () => ok(typeof response === 'function' ? response() : response), ...routes });
  const result = renderApp(paths.lists, { user: makeUser() });
  return { ...result, api };
}
