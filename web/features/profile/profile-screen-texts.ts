/** Texts of this feature's screens (the server never sends them). */
export const PROFILE_SCREEN_TEXTS = {
  notSet: 'Not set',
  yes: 'Yes',
  no: 'No',
  saveProfileFailed: (reason: string) => `Failed to save profile: ${reason}`,
  saveEmailFailed: (reason: string) => `Failed to save email: ${reason}`,
  savePasswordFailed: (reason: string) => `Failed to save password: ${reason}`,
  xAccountFailed: (reason: string) => `Failed to update X account: ${reason}`,
  profileSaved: 'Profile details saved.',
  xAccountSaved: (handle: string) => `X account set to @${handle}.`,
  xAccountRemoved: 'X account removed.',
  otherSessionsEnded: (count: number) =>
    count === 1 ? 'Signed out of 1 other session.' : `Signed out of ${count} other sessions.`,
} as const;
