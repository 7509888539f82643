import type { Extension } from '../../../common/admin';

export function makeExtension(overrides: Partial<Extension> = {}): Extension {
  return {
    id: 1,
    title: 'Rollcall Helper',
    description: 'Adds the members of an X community to a Rollcall list in one click.',
    version: '1.4.0',
    imageUrl: 'https://images.example.com/helper.png',
    isPublic: true,
    isFree: true,
    stores: [
      { storeName: 'Chrome', storeUrl: 'https://chromewebstore.google.com/detail/rollcall-helper' },
      { storeName: 'Firefox', storeUrl: 'https://addons.mozilla.org/firefox/addon/rollcall-helper' },
    ],
    ...overrides,
  };
}
