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
  // A person's data rights (issue #38 item 9, decision 036).
  yourData: 'Your data',
  yourDataDescription: 'Download everything Rollcall keeps about you, or delete your account.',
  downloadMyData: 'Download my data',
  downloadMyDataHint: 'A JSON file: your account, your lists and their members, the certificates you made, your teams and the names of your API tokens. No password or token secret.',
  downloadMyLists: 'Download my lists (CSV)',
  dataDownloaded: (file: string) => `Your data was saved as ${file}.`,
  listsDownloaded: (file: string) => `Your lists were saved as ${file}.`,
  noListsToDownload: 'You have no list to download.',
  downloadFailed: (reason: string) => `Failed to download your data: ${reason}`,
  deleteMyAccount: 'Delete my account',
  deleteAccountTitle: 'Delete your account?',
  deleteAccountIntro: 'This cannot be undone. Download your data first if you want to keep it. Deleting your account:',
  deletesLists: (count: number) =>
    count === 0 ? 'deletes your lists (you have none);' : `deletes your ${count === 1 ? 'list' : `${String(count)} lists`} and ${count === 1 ? 'its' : 'their'} members, the Trash included;`,
  deletesTeams: (names: readonly string[]) => `deletes ${names.length === 1 ? 'the team' : 'the teams'} only you are in, with ${names.length === 1 ? 'its' : 'their'} lists: ${names.join(', ')};`,
  leavesTeams: (names: readonly string[]) => `takes you out of ${names.join(', ')}: ${names.length === 1 ? 'its' : 'their'} other owners keep ${names.length === 1 ? 'it' : 'them'} (and pay for ${names.length === 1 ? 'it' : 'them'} if you did);`,
  keepsCertificates: (count: number) =>
    count === 0
      ? 'has no certificate to keep: you have made none;'
      : `keeps the ${count === 1 ? 'certificate' : `${String(count)} certificates`} you made public, as evidence for the people who rely on ${count === 1 ? 'it' : 'them'}, but nothing names you any more: no username, no e-mail;`,
  endsAccess: 'revokes your API tokens and signs you out everywhere. Your e-mail address can register again.',
  mustHandOver: (names: readonly string[]) =>
    `First, make another member an owner of ${names.join(', ')}, or delete ${names.length === 1 ? 'that team' : 'those teams'} on its Team page: other people work in ${names.length === 1 ? 'it' : 'them'}, and their lists are never deleted with your account.`,
  lastAdmin: 'You are the only admin of this Rollcall: make another person an admin first.',
  drawsPending: (count: number) =>
    `${count === 1 ? 'A draw you announced is' : `${String(count)} draws you announced are`} still to be drawn: you can delete your account once ${count === 1 ? 'it has' : 'they have'} been drawn.`,
  passwordLabel: 'Your password',
  confirmationLabel: (word: string) => `Type ${word} to confirm`,
  passwordRequired: 'Enter your password',
  confirmationRequired: (word: string) => `Type ${word} to confirm`,
  deleteFailed: (reason: string) => `Failed to delete your account: ${reason}`,
  previewFailed: (reason: string) => `Failed to read what deleting your account would do: ${reason}`,
} as const;
