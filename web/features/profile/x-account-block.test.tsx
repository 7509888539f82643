import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProfileResponse } from '../../../common/profile';
import { apiError, ok } from '../../test/mock-api';
import type { MockHandler, MockReply } from '../../test/mock-api';
import { expectToast } from '../../test/toasts';
import { PROFILE_SCREEN_TEXTS } from './profile-screen-texts';
import { makeProfile, openProfileWith, valueOf } from './test-fixtures';
import { XAccountBlock } from './x-account-block';

function openProfile(profile: ProfileResponse, routes: Record<string, MockHandler | MockReply> = {}) {
  return openProfileWith(
    (shown) => (
      <dl>
        <XAccountBlock xAccount={shown.xAccount} />
      </dl>
    ),
    profile,
    routes,
  );
}

describe('profile', () => {
  it('links the X account to its profile on X, in a new tab', async () => {
    openProfile(makeProfile({ xAccount: 'rollcall_app' }));
    const link = await screen.findByRole('link', { name: '@rollcall_app' });
    expect(link.getAttribute('href')).toBe('https://x.com/rollcall_app');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('button', { name: 'Edit X account' })).toBeTruthy();
  });
});

describe('account', () => {
  it('adds an X account', async () => {
    const { api } = openProfile(makeProfile(), {
      'PUT /api/profile/x-account': () => ok(makeProfile({ xAccount: 'new_handle' })),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add X account' }));
    const input = screen.getByLabelText('X account', { selector: 'input' });
    expect(input.getAttribute('placeholder')).toBe('@handle or x.com/handle');
    fireEvent.change(input, { target: { value: ' x.com/new_handle ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const link = await screen.findByRole('link', { name: '@new_handle' });
    expect(link.getAttribute('href')).toBe('https://x.com/new_handle');
    await expectToast(PROFILE_SCREEN_TEXTS.xAccountSaved('new_handle'));
    expect(api.calls('PUT /api/profile/x-account')[0]?.body).toEqual({ xAccount: 'x.com/new_handle' });
  });

  it('removes the X account when saved empty', async () => {
    const { api } = openProfile(makeProfile({ xAccount: 'old_handle' }), {
      'PUT /api/profile/x-account': () => ok(makeProfile({ xAccount: null })),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit X account' }));
    const input = screen.getByLabelText('X account', { selector: 'input' });
    expect((input as HTMLInputElement).value).toBe('@old_handle');
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Add X account' })).toBeTruthy();
    expect(valueOf('X account')).toContain(PROFILE_SCREEN_TEXTS.notSet);
    await expectToast(PROFILE_SCREEN_TEXTS.xAccountRemoved);
    expect(api.calls('PUT /api/profile/x-account')[0]?.body).toEqual({ xAccount: '' });
  });

  it("says 'Failed to update X account: …'", async () => {
    openProfile(makeProfile(), { 'PUT /api/profile/x-account': apiError(500, 'INTERNAL_ERROR', 'Internal error') });
    fireEvent.click(await screen.findByRole('button', { name: 'Add X account' }));
    fireEvent.change(screen.getByLabelText('X account', { selector: 'input' }), { target: { value: '@someone' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe(PROFILE_SCREEN_TEXTS.xAccountFailed('Internal error'));
  });
});
