import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PROFILE_TEXTS } from '../../../common/profile';
import type { ProfileResponse } from '../../../common/profile';
import { apiError, ok } from '../../test/mock-api';
import type { MockHandler, MockReply } from '../../test/mock-api';
import { expectToast, toastTexts } from '../../test/toasts';
import { EmailBlock } from './email-block';
import { PROFILE_SCREEN_TEXTS } from './profile-screen-texts';
import { makeProfile, openProfileWith } from './test-fixtures';

function openProfile(profile: ProfileResponse, routes: Record<string, MockHandler | MockReply> = {}) {
  return openProfileWith(
    (shown) => (
      <dl>
        <EmailBlock profile={shown} />
      </dl>
    ),
    profile,
    routes,
  );
}

describe('account', () => {
  it('asks to confirm a new email and shows it as pending', async () => {
    let profile = makeProfile();
    const { api } = openProfile(profile, {
      'GET /api/profile': () => ok(profile),
      'POST /api/profile/email': () => {
        profile = makeProfile({ pendingEmail: 'new@example.com' });
        return ok({ success: true, message: PROFILE_TEXTS.emailChangeSent('new@example.com') });
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit email' }));
    const form = within(screen.getByRole('form', { name: 'Change email' }));
    expect(form.getByLabelText(/^New email/).getAttribute('type')).toBe('email');
    fireEvent.change(form.getByLabelText(/^New email/), { target: { value: 'New@Example.com' } });
    fireEvent.change(form.getByLabelText(/^Current password/), { target: { value: 'secret-password' } });
    fireEvent.click(form.getByRole('button', { name: 'Save' }));

    await expectToast(PROFILE_TEXTS.emailChangeSent('new@example.com'));
    expect(api.calls('POST /api/profile/email')[0]?.body).toEqual({ email: 'new@example.com', currentPassword: 'secret-password' });
    expect(await screen.findByText('Waiting for confirmation: new@example.com')).toBeTruthy();
    expect(screen.getByText('alice@example.com')).toBeTruthy();
  });

  it("says 'Failed to save email: …' with the server's reason", async () => {
    openProfile(makeProfile(), {
      'POST /api/profile/email': apiError(400, 'INVALID_CREDENTIALS', PROFILE_TEXTS.wrongCurrentPassword),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit email' }));
    fireEvent.change(screen.getByLabelText(/^New email/), { target: { value: 'new@example.com' } });
    fireEvent.change(screen.getByLabelText(/^Current password/), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      PROFILE_SCREEN_TEXTS.saveEmailFailed(PROFILE_TEXTS.wrongCurrentPassword),
    );
    expect(toastTexts('error')).toEqual([]);
  });
});
