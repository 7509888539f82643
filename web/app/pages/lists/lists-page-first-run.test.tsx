import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LISTS_TEXTS } from '../../../../common/lists';
import { paths } from '../../../../common/paths.plain';
import { makeUser, renderRoute } from '../../../test/render-route';
import { mockApi, ok } from '../../../test/mock-api';
import { listsResponse, makeList } from '../../../test/fixtures/lists';
import { LISTS_SCREEN_TEXTS } from '../../../features/lists/lists-screen-texts';
import { SHARED_TEXTS } from '../../../components/shared-texts';
import { ListsPage } from './lists-page';

// Issue #18 item 1, the new user's side: the spec's alert stays, and the screen says where lists come from.

function open(response: ReturnType<typeof listsResponse>, user = makeUser()) {
  mockApi({ 'GET /api/lists': ok(response) });
  return renderRoute(paths.lists, <ListsPage />, { user });
}

describe('the Lists screen on the first run', () => {
  it('keeps the spec alert and counter, and says the plan includes no lists, with View Plans', async () => {
    open(listsResponse([], { tier: null, maxlist: 0, used: 0, canCreate: false }));
    expect(await screen.findByText('Free Tier: 0/0')).toBeTruthy();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(LISTS_TEXTS.limitAlert);
    expect(within(alert).getByRole('link', { name: SHARED_TEXTS.viewPlans }).getAttribute('href')).toBe(paths.pricing);
    expect(within(alert).queryByRole('link', { name: LISTS_SCREEN_TEXTS.lifetimeDeals })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: LISTS_SCREEN_TEXTS.emptyTitle })).toBeTruthy();
    expect(screen.getByText(LISTS_SCREEN_TEXTS.emptyNoPlanHint)).toBeTruthy();
    expect(screen.queryByText(LISTS_SCREEN_TEXTS.emptyHint)).toBeNull();
    const links = screen.getAllByRole('link', { name: SHARED_TEXTS.viewPlans });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([paths.pricing, paths.pricing]);
    expect((screen.getByRole('button', { name: LISTS_SCREEN_TEXTS.newList }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('offers the lifetime deals too while one is on sale for this user', async () => {
    open(listsResponse([], { tier: null, maxlist: 0, used: 0, canCreate: false }), makeUser({ hasActiveLTDPlan: true, subscriptionType: null }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('link', { name: LISTS_SCREEN_TEXTS.lifetimeDeals }).getAttribute('href')).toBe(paths.ltd);
  });

  it("counts against the admin's free limit as the free tier, and invites a first list when one is allowed", async () => {
    open(listsResponse([], { tier: 0, maxlist: 3, used: 0, canCreate: true }));
    expect(await screen.findByText('Free Tier: 0/3')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: LISTS_SCREEN_TEXTS.emptyTitle })).toBeTruthy();
    expect(screen.getByText(LISTS_SCREEN_TEXTS.emptyHint)).toBeTruthy();
    // A calmer first screen (issue #38): the empty state's own New List, and no shoot, compose or
    // search tools for lists that do not exist yet.
    const empty = screen.getByRole('heading', { level: 2, name: LISTS_SCREEN_TEXTS.emptyTitle }).parentElement!;
    expect(within(empty).getByRole('button', { name: LISTS_SCREEN_TEXTS.createFirstList })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Shoot' })).toBeNull();
    expect(screen.queryByRole('toolbar', { name: 'Selected lists' })).toBeNull();
    expect(screen.queryByRole('searchbox', { name: SHARED_TEXTS.searchUsers })).toBeNull();
  });

  it('still says Tier N for a paid plan, and Unlimited for no limit', async () => {
    open(listsResponse([makeList()], { tier: 2, maxlist: null, used: 1, canCreate: true }));
    expect(await screen.findByText('Tier 2: 1/Unlimited')).toBeTruthy();
    // With a list, the tools are there.
    expect(screen.getByRole('form', { name: 'Shoot' })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: SHARED_TEXTS.searchUsers })).toBeTruthy();
  });
});
