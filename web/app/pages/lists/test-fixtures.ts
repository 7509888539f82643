import { createElement } from 'react';
import { DEFAULT_COMPOSER_SETTINGS } from '../../../../common/message-templates';
import type { ListsResponse } from '../../../../common/lists';
import { paths } from '../../../../common/paths.plain';
import { mockApi, ok } from '../../../test/mock-api';
import type { MockHandler, MockReply } from '../../../test/mock-api';
import { makeUser, renderRoute, type RenderRouteOptions } from '../../../test/render-route';
import { ListsPage } from './lists-page';

/**
 * Opens the Lists screen signed in, with GET /api/lists answering `response` (a value or a
 * function of the moment) and the API answering `routes` too. `options.layout: 'app'` adds the
 * header, for a test that needs what it shows (the current workspace).
 */
export function openLists(response: ListsResponse | (() => ListsResponse), routes: Record<string, MockHandler | MockReply> = {}, options: Pick<RenderRouteOptions, 'layout'> = {}) {
  const api = mockApi({
    'GET /api/lists': () => ok(typeof response === 'function' ? response() : response),
    // The composer opens after a shoot: a user without templates, with the default settings.
    'GET /api/compose': ok({ ...DEFAULT_COMPOSER_SETTINGS, templates: [] }),
    ...routes,
  });
  const result = renderRoute(paths.lists, createElement(ListsPage), { user: makeUser(), ...options });
  return { ...result, api };
}
