import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../common/paths.plain';
import type { ProfileResponse } from '../../../common/profile';
import { makeUser, renderRoute } from '../../test/render-route';
import { apiError, mockApi, ok } from '../../test/mock-api';
import { makeStatus } from '../../test/fixtures/billing';
import type { MockHandler, MockReply } from '../../test/mock-api';
import { PROFILE_SCREEN_TEXTS } from '../../features/profile/profile-screen-texts';
import { makeProfile, valueOf } from '../../features/profile/test-fixtures';
import { PAGE_TEXTS } from './page-texts';
import { BILLING_SCREEN_TEXTS } from '../../features/billing/billing-screen-texts';
import { ProfilePage } from './profile-page';

// The page: what it puts together and how it loads. Each block's own behaviour is tested beside
// it: web/features/profile/*.test.tsx, web/features/tokens/api-tokens-card.test.tsx and
// web/features/billing/subscription-status-card.test.tsx.

function openProfile(profile: ProfileResponse, routes: Record<string, MockHandler | MockReply> = {}) {
  const api = mockApi({ 'GET /api/profile': () => ok(profile), 'GET /api/billing/status': ok(makeStatus()), 'GET /api/tokens': ok({ tokens: [] }), ...routes });
  const result = renderRoute(paths.profile, <ProfilePage />, { user: makeUser() });
  return { ...result, api };
}

function section(name: string) {
  return within(screen.getByRole('region', { name }));
}

describe('profile', () => {
  it('shows a loading state, then the account', async () => {
    openProfile(makeProfile());
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    expect(await screen.findByText('alice@example.com')).toBeTruthy();
    expect(valueOf('Password')).toContain('••••••••');
    expect(valueOf('X account')).toContain(PROFILE_SCREEN_TEXTS.notSet);
  });

  it("says 'Failed to fetch profile: …' when it cannot be read", async () => {
    mockApi({ 'GET /api/profile': apiError(500, 'INTERNAL_ERROR', 'Internal error') });
    renderRoute(paths.profile, <ProfilePage />, { user: makeUser() });
    expect((await screen.findByRole('alert')).textContent).toBe(PAGE_TEXTS.fetchFailed('Internal error'));
  });

  it('shows no subscription with the ways to get one', async () => {
    openProfile(makeProfile());
    await screen.findByText('alice@example.com');
    const subscription = section('Subscription Status');
    expect(await subscription.findByText(BILLING_SCREEN_TEXTS.noSubscription)).toBeTruthy();
    expect(subscription.getByRole('link', { name: 'View Plans' }).getAttribute('href')).toBe('/pricing');
    expect(subscription.getByRole('link', { name: 'Get Lifetime Deal' }).getAttribute('href')).toBe('/ltd');
  });
});

// Moved from web/features/billing/subscription-status-card.test.tsx: what the page does when the card fails.
describe('subscription status', () => {
  it("says 'Failed to fetch subscription status: …' and keeps the rest of the profile", async () => {
    openProfile(makeProfile(), { 'GET /api/billing/status': apiError(500, 'INTERNAL_ERROR', 'Internal error') });
    const card = within(await screen.findByRole('region', { name: 'Subscription Status' }));
    expect((await card.findByRole('alert')).textContent).toBe(BILLING_SCREEN_TEXTS.statusFailed('Internal error'));
    expect(screen.getByText('alice@example.com')).toBeTruthy();
  });
});
