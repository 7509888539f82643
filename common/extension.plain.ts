/**
 * The Rollcall browser extension (extension/, issue #23) as the manifest and the extensions
 * catalogue both name it.
 */
export const ROLLCALL_EXTENSION = {
  title: 'Rollcall for X',
  description: 'Add the X profile you are looking at to your Rollcall lists, see which lists hold it, and shoot mentions from the toolbar.',
} as const;
