import { EXTENSION_SETTINGS_WORDS as W, EXTENSION_TOKEN_NAME, ROLLCALL_EXTENSION } from '../../../common/extension.plain';

/** The /extension page's words (issue #38); the extension's own words are quoted from common/. */
export const EXTENSION_PAGE_TEXTS = {
  title: 'Browser extension',
  heading: ROLLCALL_EXTENSION.title,
  intro: ROLLCALL_EXTENSION.description,
  features: [
    "An 'Add to Rollcall' button on every profile page of X: tick the lists the person belongs in.",
    'See at a glance which of your lists already hold the profile you are looking at.',
    'Shoot mentions from the toolbar: pick lists and how many, copy the mentions, keep the certificate.',
  ],
  browsers: 'For Chrome, Edge and Brave (and other Chromium browsers), loaded unpacked from this server.',

  downloadTitle: '1. Download',
  downloadFailed: (reason: string) => `Could not tell whether this server has the extension: ${reason}`,
  download: 'Download the extension',
  downloadDetails: (fileName: string, size: string) => `${fileName} · ${size} · the version of this server`,
  notBuilt: 'The extension is not built on this server, so there is nothing to download yet. Its operator can build it with npm run build.',

  installTitle: '2. Install it in Chrome, Edge or Brave',
  installSteps: [
    'Unzip the file into a folder you keep: the browser loads the extension from that folder, so do not delete it.',
    'Open your browser’s extensions page by typing its address in the address bar:',
    'Turn on Developer mode (at the top right in Chrome and Brave, in the left-hand menu in Edge).',
    'Click Load unpacked and pick the folder you unzipped (the one that holds manifest.json).',
    `The extension’s ${W.settingsTitle} open by themselves. Pin it from the puzzle-piece menu to keep it in the toolbar.`,
  ],
  browserPages: [
    { browser: 'Chrome', address: 'chrome://extensions' },
    { browser: 'Edge', address: 'edge://extensions' },
    { browser: 'Brave', address: 'brave://extensions' },
  ],
  update: 'To update it after this server is upgraded, download the new zip, unzip it over the same folder and click the reload arrow on the extension’s card.',

  connectTitle: '3. Connect the extension',
  connect: 'Connect the extension',
  connectIntro: (workspace: string) =>
    `Makes a personal API token that can read and write in ${workspace}, for this extension only. The extension needs write access to add and remove members and to shoot.`,
  connectSignedOut: 'Sign in to connect the extension to your Rollcall.',
  signIn: 'Sign in to connect',
  sessionFailed: 'Could not tell whether you are signed in.',
  tokenTitle: (name: string) => `Your token "${name}"`,
  showOnce: 'Copy it now: it is shown only once.',
  tokenLabel: 'Token for the extension',
  copy: 'Copy token',
  copyAddress: 'Copy address',
  copyFailed: (reason: string) => `Could not copy: ${reason}. Select it and copy it by hand.`,
  renamed: (name: string) => `You already have a token named "${EXTENSION_TOKEN_NAME}", so this one is "${name}": one token per browser, so each can be revoked on its own.`,
  pasteSteps: [
    `Open the extension’s ${W.settingsTitle} (click the Rollcall icon, then ${W.openSettings}, if they are not open).`,
    `In ${W.server}, enter this address:`,
    `In ${W.token}, paste the token.`,
    `Click ${W.save}. It says “${W.connectedAs('you', 'your workspace', W.scopes.write)}”.`,
  ] as const,
  manage: 'Each browser you connect gets its own token; revoke the ones you no longer use in',
  manageLink: 'Profile › API tokens',
} as const;
