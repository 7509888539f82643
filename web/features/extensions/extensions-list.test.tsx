import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/render-route';
import { apiError, deferred, mockApi, ok } from '../../test/mock-api';
import type { MockReply } from '../../test/mock-api';
import { ExtensionsList } from './extensions-list';
import type { PricingFilter, VisibilityFilter } from './extensions-list';
import { makeExtension } from './test-fixtures';
import { ROLLCALL_EXTENSION } from '../../../common/extension.plain';
import { paths } from '../../../common/paths.plain';
import { EXTENSIONS_LIST_TEXTS } from './extensions-texts';

const helper = makeExtension();
const shootPro = makeExtension({
  id: 2,
  title: 'Shoot Pro',
  description: null,
  version: null,
  imageUrl: null,
  isPublic: false,
  isFree: false,
  stores: [
    { storeName: 'Safari', storeUrl: 'https://apps.apple.com/app/shoot-pro' },
    { storeName: 'Edge', storeUrl: 'https://microsoftedge.microsoft.com/addons/detail/shoot-pro' },
    { storeName: 'Opera', storeUrl: 'https://addons.opera.com/extensions/details/shoot-pro' },
    { storeName: 'Brave', storeUrl: 'https://chromewebstore.google.com/detail/shoot-pro' },
  ],
});
const mentions = makeExtension({ id: 3, title: 'Mentions Plus', isPublic: true, isFree: false, stores: [] });

type Props = { planName?: string; visibility?: VisibilityFilter; pricing?: PricingFilter; showFilters?: boolean };

function renderList(reply: MockReply | (() => Promise<MockReply>), props: Props = {}) {
  const api = mockApi({ 'GET /api/extensions': reply });
  renderRoute('/', <ExtensionsList title="Browser Extensions" {...props} />, { user: null });
  return api;
}

function card(title: string) {
  return within(screen.getByRole('article', { name: title }));
}

async function cardTitles(): Promise<string[]> {
  await screen.findAllByRole('article');
  return screen.getAllByRole('article').map((article) => within(article).getByRole('heading', { level: 3 }).textContent ?? '');
}

describe('extensions list', () => {
  it("says 'Loading extensions...' until the extensions arrive, then shows them under the title", async () => {
    const later = deferred<MockReply>();
    renderList(() => later.promise);
    expect(screen.getByRole('heading', { level: 2, name: 'Browser Extensions' })).toBeTruthy();
    expect(screen.getByText('Loading extensions...')).toBeTruthy();
    later.resolve(ok({ extensions: [helper] }));
    expect(await cardTitles()).toEqual(['Rollcall Helper']);
    expect(screen.queryByText('Loading extensions...')).toBeNull();
  });

  it("shows 'Error loading extensions: {reason}' when the server fails", async () => {
    renderList(apiError(503, 'DATABASE_UNAVAILABLE', 'The database is not available right now'));
    expect((await screen.findByRole('alert')).textContent).toBe('Error loading extensions: The database is not available right now');
  });

  it("shows 'No extensions available.' when there are none", async () => {
    renderList(ok({ extensions: [] }));
    expect(await screen.findByText('No extensions available.')).toBeTruthy();
  });

  it('shows a card with image, title, version, description, a Free badge and one link per store', async () => {
    renderList(ok({ extensions: [helper] }));
    await screen.findByRole('article', { name: 'Rollcall Helper' });
    const helperCard = card('Rollcall Helper');
    expect(screen.getByRole('article', { name: 'Rollcall Helper' }).querySelector('img')?.getAttribute('src')).toBe(helper.imageUrl);
    expect(helperCard.getByText('Version: 1.4.0')).toBeTruthy();
    expect(helperCard.getByText(helper.description!).className).toContain('line-clamp-3');
    expect(helperCard.getByText('Free')).toBeTruthy();
    expect(helperCard.queryByText('Premium')).toBeNull();
    expect(helperCard.queryByText('Private')).toBeNull();
    const links = helperCard.getAllByRole('link');
    expect(links.map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')])).toEqual([
      ['Chrome store', 'https://chromewebstore.google.com/detail/rollcall-helper'],
      ['Firefox store', 'https://addons.mozilla.org/firefox/addon/rollcall-helper'],
    ]);
    expect(links[0]!.getAttribute('target')).toBe('_blank');
    expect(links[0]!.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it("fills in 'No image', 'No description available.' and 'N/A', and marks Premium and Private", async () => {
    renderList(ok({ extensions: [shootPro] }));
    await screen.findByRole('article', { name: 'Shoot Pro' });
    const proCard = card('Shoot Pro');
    expect(proCard.getByText('No image')).toBeTruthy();
    expect(proCard.getByText('No description available.')).toBeTruthy();
    expect(proCard.getByText('Version: N/A')).toBeTruthy();
    expect(proCard.getByText('Premium')).toBeTruthy();
    expect(proCard.getByText('Private')).toBeTruthy();
    for (const store of ['Safari', 'Edge', 'Opera', 'Brave']) {
      expect(proCard.getByRole('link', { name: `${store} store` })).toBeTruthy();
    }
  });

  it("shows 'Available with your {plan} plan' when given a plan", async () => {
    renderList(ok({ extensions: [helper] }), { planName: 'Pro' });
    expect(await screen.findByText('Available with your Pro plan')).toBeTruthy();
  });

  it('keeps only the public and free ones when told so', async () => {
    renderList(ok({ extensions: [helper, shootPro, mentions] }), { visibility: 'public', pricing: 'free' });
    expect(await cardTitles()).toEqual(['Rollcall Helper']);
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it("says 'No extensions available.' when the filters leave none", async () => {
    renderList(ok({ extensions: [shootPro] }), { visibility: 'public' });
    expect(await screen.findByText('No extensions available.')).toBeTruthy();
  });

  it('lets the reader filter by public/private and free/paid', async () => {
    renderList(ok({ extensions: [helper, shootPro, mentions] }), { showFilters: true });
    expect(await cardTitles()).toEqual(['Rollcall Helper', 'Shoot Pro', 'Mentions Plus']);

    fireEvent.change(screen.getByRole('combobox', { name: 'Price' }), { target: { value: 'paid' } });
    expect(await cardTitles()).toEqual(['Shoot Pro', 'Mentions Plus']);

    fireEvent.change(screen.getByRole('combobox', { name: 'Visibility' }), { target: { value: 'private' } });
    expect(await cardTitles()).toEqual(['Shoot Pro']);

    fireEvent.change(screen.getByRole('combobox', { name: 'Price' }), { target: { value: 'free' } });
    expect(await screen.findByText('No extensions available.')).toBeTruthy();

    fireEvent.change(screen.getByRole('combobox', { name: 'Visibility' }), { target: { value: 'public' } });
    expect(await cardTitles()).toEqual(['Rollcall Helper']);
  });

  it('lays the cards out in 1, 2 or 3 columns by screen width', async () => {
    renderList(ok({ extensions: [helper] }));
    await screen.findByRole('article', { name: 'Rollcall Helper' });
    const grid = screen.getByRole('list', { name: 'Browser Extensions' });
    expect(grid.className).toContain('grid-cols-1');
    expect(grid.className).toContain('sm:grid-cols-2');
    expect(grid.className).toContain('lg:grid-cols-3');
  });

  it("links Rollcall's own extension to /extension, where this server serves it (issue #38)", async () => {
    const rollcall = makeExtension({ id: 4, title: ROLLCALL_EXTENSION.title, stores: [] });
    renderList(ok({ extensions: [rollcall, helper] }));
    await screen.findByRole('article', { name: ROLLCALL_EXTENSION.title });
    const link = card(ROLLCALL_EXTENSION.title).getByRole('link', { name: EXTENSIONS_LIST_TEXTS.install(ROLLCALL_EXTENSION.title) });
    expect(link.getAttribute('href')).toBe(paths.extension);
    expect(link.textContent).toBe(EXTENSIONS_LIST_TEXTS.installHere);
    // Another extension keeps its store links only.
    expect(card(helper.title).queryByRole('link', { name: /Download and install/ })).toBeNull();
  });
});
