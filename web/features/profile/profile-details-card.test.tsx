import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProfileResponse } from '../../../common/profile';
import { apiError, deferred, ok } from '../../test/mock-api';
import type { MockHandler, MockReply } from '../../test/mock-api';
import { expectToast, toastTexts } from '../../test/toasts';
import { PROFILE_SCREEN_TEXTS } from './profile-screen-texts';
import { ProfileDetailsCard } from './profile-details-card';
import { makeProfile, openProfileWith, valueOf } from './test-fixtures';

function openProfile(profile: ProfileResponse, routes: Record<string, MockHandler | MockReply> = {}) {
  return openProfileWith((shown) => <ProfileDetailsCard details={shown.details} />, profile, routes);
}

describe('profile', () => {
  it("shows the details as values, 'Not set', 'Yes' and 'No'", async () => {
    openProfile(makeProfile());
    // Once the profile is read (the card alone: the page's account card, with the email, is not here).
    await screen.findByRole('button', { name: 'Edit Profile' });
    expect(valueOf('Nickname')).toBe(PROFILE_SCREEN_TEXTS.notSet);
    expect(valueOf('Country')).toBe('France');
    expect(valueOf('Language')).toBe(PROFILE_SCREEN_TEXTS.notSet);
    expect(valueOf('Presence')).toBe('Online');
    expect(valueOf('Chat Available')).toBe('Yes');
    expect(valueOf('X Verified')).toBe('No');
  });
});

describe('profile details', () => {
  it('saves the edited details and returns to view mode', async () => {
    const saved = makeProfile({
      details: { nickname: 'Al', country: 'France', language: 'fr', presence: 'busy', chatAvailable: false, xVerified: false },
    });
    const { api } = openProfile(makeProfile(), { 'PUT /api/profile/details': () => ok(saved) });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    fireEvent.change(screen.getByLabelText('Nickname'), { target: { value: ' Al ' } });
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'fr' } });
    fireEvent.change(screen.getByLabelText('Presence'), { target: { value: 'busy' } });
    fireEvent.click(screen.getByLabelText('Chat Available'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('button', { name: 'Edit Profile' })).toBeTruthy();
    expect(api.calls('PUT /api/profile/details')[0]?.body).toEqual({
      nickname: 'Al',
      country: 'France',
      language: 'fr',
      presence: 'busy',
      chatAvailable: false,
      xVerified: false,
    });
    expect(valueOf('Nickname')).toBe('Al');
    expect(valueOf('Presence')).toBe('Busy');
    expect(valueOf('Chat Available')).toBe('No');
    expect(screen.queryByLabelText('Nickname')).toBeNull();
    await expectToast(PROFILE_SCREEN_TEXTS.profileSaved);
  });

  it('discards the changes on Cancel', async () => {
    const { api } = openProfile(makeProfile());
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'Spain' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(valueOf('Country')).toBe('France');
    // The focus goes back to the button that opened the form.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit Profile' }));
    fireEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect((screen.getByLabelText('Country') as HTMLInputElement).value).toBe('France');
    expect(api.calls('PUT /api/profile/details')).toHaveLength(0);
  });

  it("says 'Failed to save profile: …' and stays in edit mode", async () => {
    openProfile(makeProfile(), {
      'PUT /api/profile/details': apiError(400, 'VALIDATION_ERROR', 'Nickname must be at most 50 characters'),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      PROFILE_SCREEN_TEXTS.saveProfileFailed('Nickname must be at most 50 characters'),
    );
    expect(screen.getByLabelText('Nickname')).toBeTruthy();
    // Said once, beside the form it concerns: no toast repeats it.
    expect(toastTexts('error')).toEqual([]);
    expect(toastTexts('success')).toEqual([]);
  });

  it('shows Save busy while saving', async () => {
    const later = deferred<MockReply>();
    openProfile(makeProfile(), { 'PUT /api/profile/details': () => later.promise });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    });
    later.resolve(ok(makeProfile()));
    expect(await screen.findByRole('button', { name: 'Edit Profile' })).toBeTruthy();
  });
});
