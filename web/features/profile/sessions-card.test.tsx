import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProfileResponse } from '../../../common/profile';
import { ok } from '../../test/mock-api';
import type { MockHandler, MockReply } from '../../test/mock-api';
import { expectToast } from '../../test/toasts';
import { PROFILE_SCREEN_TEXTS } from './profile-screen-texts';
import { SessionsCard } from './sessions-card';
import { makeProfile, openProfileWith } from './test-fixtures';

function openProfile(profile: ProfileResponse, routes: Record<string, MockHandler | MockReply> = {}) {
  return openProfileWith((shown) => <SessionsCard otherSessions={shown.otherSessions} />, profile, routes);
}

function section(name: string) {
  return within(screen.getByRole('region', { name }));
}

describe('sessions', () => {
  it('cannot sign out of other sessions when there are none', async () => {
    openProfile(makeProfile({ otherSessions: 0 }));
    const button = await screen.findByRole('button', { name: 'Sign out of other sessions' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('asks for confirmation before signing out of other sessions', async () => {
    const { api } = openProfile(makeProfile({ otherSessions: 2 }), {
      'POST /api/auth/logout-others': ok({ ok: true, ended: 2 }),
    });
    const sessions = () => section('Sessions');
    await screen.findByText('You are signed in on 2 other sessions.');

    fireEvent.click(sessions().getByRole('button', { name: 'Sign out of other sessions' }));
    expect(sessions().getByText('Sign out of 2 other sessions? You will stay signed in here.')).toBeTruthy();
    fireEvent.click(sessions().getByRole('button', { name: 'Cancel' }));
    expect(api.calls('POST /api/auth/logout-others')).toHaveLength(0);

    fireEvent.click(sessions().getByRole('button', { name: 'Sign out of other sessions' }));
    fireEvent.click(sessions().getByRole('button', { name: 'Confirm' }));
    await expectToast(PROFILE_SCREEN_TEXTS.otherSessionsEnded(2));
    expect(api.calls('POST /api/auth/logout-others')).toHaveLength(1);
    expect(sessions().getByText('You are not signed in anywhere else.')).toBeTruthy();
    expect((sessions().getByRole('button', { name: 'Sign out of other sessions' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
