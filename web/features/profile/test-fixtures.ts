import { createElement } from 'react';
import type { ReactNode } from 'react';
import { screen } from '@testing-library/react';
import { paths } from '../../../common/paths.plain';
import type { ProfileResponse } from '../../../common/profile';
import { mockApi, ok } from '../../test/mock-api';
import type { MockHandler, MockReply } from '../../test/mock-api';
import { makeUser, renderRoute } from '../../test/render-route';
import { useProfile } from './api/get-profile';

/** Test data and helpers of the Profile screen's blocks (the page itself: web/app/pages/profile-page.test.tsx). */
export function makeProfile(overrides: Partial<ProfileResponse> = {}): ProfileResponse {
  return {
    username: 'alice',
    email: 'alice@example.com',
    isVerified: true,
    xAccount: null,
    pendingEmail: null,
    details: { nickname: null, country: 'France', language: null, presence: 'online', chatAvailable: true, xVerified: false },
    otherSessions: 0,
    ...overrides,
  };
}

/** The value shown beside a label in a block's view mode. */
export function valueOf(label: string): string {
  const term = screen.getAllByText(label).find((element) => element.tagName === 'DT');
  if (!term) throw new Error(`no row labelled ${label}`);
  return term.nextElementSibling?.textContent ?? '';
}

/** Reads the profile as the page does (web/app/pages/profile-page.tsx) and shows what `show` makes of it. */
function WithProfile({ show }: { show: (profile: ProfileResponse) => ReactNode }) {
  const profile = useProfile().data;
  return profile ? show(profile) : null;
}

/**
 * Opens /profile showing one block, given the profile GET /api/profile answers (read again after
 * each change the block makes, as on the page), with the API answering `routes` too.
 */
export function openProfileWith(show: (profile: ProfileResponse) => ReactNode, profile: ProfileResponse, routes: Record<string, MockHandler | MockReply> = {}) {
  const api = mockApi({ 'GET /api/profile': () => ok(profile), ...routes });
  const result = renderRoute(paths.profile, createElement(WithProfile, { show }), { user: makeUser() });
  return { ...result, api };
}
