import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PROFILE_TEXTS } from '../../../common/profile';
import type { ProfileResponse } from '../../../common/profile';
import { apiError, ok } from '../../test/mock-api';
import type { MockHandler, MockReply } from '../../test/mock-api';
import { expectToast } from '../../test/toasts';
import { SHARED_TEXTS } from '../../components/shared-texts';
import { PasswordBlock } from './password-block';
import { PROFILE_SCREEN_TEXTS } from './profile-screen-texts';
import { makeProfile, openProfileWith } from './test-fixtures';

function openProfile(profile: ProfileResponse, routes: Record<string, MockHandler | MockReply> = {}) {
  return openProfileWith(
    () => (
      <dl>
        <PasswordBlock />
      </dl>
    ),
    profile,
    routes,
  );
}

describe('account', () => {
  it('sends nothing when the new password is empty, and closes the form', async () => {
    const { api } = openProfile(makeProfile());
    fireEvent.click(await screen.findByRole('button', { name: 'Change password' }));
    fireEvent.change(screen.getByLabelText(/^Current password/), { target: { value: 'secret-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.queryByLabelText(/^New password/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Change password' })).toBeTruthy();
    expect(api.calls('POST /api/profile/password')).toHaveLength(0);
  });

  it("says 'Passwords do not match' and sends nothing", async () => {
    const { api } = openProfile(makeProfile());
    fireEvent.click(await screen.findByRole('button', { name: 'Change password' }));
    fireEvent.change(screen.getByLabelText(/^Current password/), { target: { value: 'secret-password' } });
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'another-password' } });
    fireEvent.change(screen.getByLabelText(/^Confirm new password/), { target: { value: 'another-passw0rd' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toBe(SHARED_TEXTS.passwordsDoNotMatch);
    expect(api.calls('POST /api/profile/password')).toHaveLength(0);
  });

  it("says 'Failed to save password: …' with the server's reason, and keeps the form", async () => {
    openProfile(makeProfile(), {
      'POST /api/profile/password': apiError(400, 'WRONG_PASSWORD', PROFILE_TEXTS.wrongCurrentPassword),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Change password' }));
    fireEvent.change(screen.getByLabelText(/^Current password/), { target: { value: 'not-my-password' } });
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'another-password' } });
    fireEvent.change(screen.getByLabelText(/^Confirm new password/), { target: { value: 'another-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      PROFILE_SCREEN_TEXTS.savePasswordFailed(PROFILE_TEXTS.wrongCurrentPassword),
    );
    expect(screen.getByLabelText(/^New password/)).toBeTruthy();
  });

  it('changes the password', async () => {
    const { api } = openProfile(makeProfile({ otherSessions: 2 }), {
      'POST /api/profile/password': ok({ success: true, message: PROFILE_TEXTS.passwordChanged }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Change password' }));
    fireEvent.change(screen.getByLabelText(/^Current password/), { target: { value: 'secret-password' } });
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'another-password' } });
    fireEvent.change(screen.getByLabelText(/^Confirm new password/), { target: { value: 'another-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expectToast(PROFILE_TEXTS.passwordChanged);
    expect(api.calls('POST /api/profile/password')[0]?.body).toEqual({
      currentPassword: 'secret-password',
      newPassword: 'another-password',
    });
  });
});
