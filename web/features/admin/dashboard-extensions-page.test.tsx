import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Extension } from '../../../common/admin';
import { paths } from '../../../common/paths.plain';
import { makeUser, renderRoute } from '../../test/render-route';
import { apiError, mockApi, ok } from '../../test/mock-api';
import type { MockHandler, MockReply } from '../../test/mock-api';
import { makeExtension } from './test-fixtures';
import { DashboardExtensionsPage } from './dashboard-extensions-page';

const helper = makeExtension();
const premium = makeExtension({
  id: 2,
  title: 'Shoot Pro',
  version: null,
  description: null,
  imageUrl: null,
  isPublic: false,
  isFree: false,
  stores: [
    { storeName: 'Firefox', storeUrl: 'https://addons.mozilla.org/firefox/addon/shoot-pro' },
    { storeName: 'Edge', storeUrl: 'https://microsoftedge.microsoft.com/addons/detail/shoot-pro' },
  ],
});

/** The extensions the fake server holds: GET answers them, writes change them. */
function extensionsServer(initial: Extension[], routes: (server: { set: (next: Extension[]) => void }) => Record<string, MockHandler | MockReply> = () => ({})) {
  let extensions = [...initial];
  const server = {
    set(next: Extension[]) {
      extensions = next;
    },
  };
  const api = mockApi({ 'GET /api/admin/extensions': () => ok({ extensions }), ...routes(server) });
  renderRoute(paths.dashboardExtensions, <DashboardExtensionsPage />, { user: makeUser({ role: 'admin' }) });
  return api;
}

function card(title: string) {
  return within(screen.getByRole('article', { name: title }));
}

function form(name: string) {
  return within(screen.getByRole('dialog', { name }));
}

describe('extensions management', () => {
  it('lists every extension with its image, badges and store links', async () => {
    extensionsServer([helper, premium]);
    expect(screen.getByRole('heading', { level: 1, name: 'Extensions Management' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    await screen.findByRole('article', { name: 'Rollcall Helper' });

    expect(card('Rollcall Helper').getByText('Version 1.2.0')).toBeTruthy();
    expect(card('Rollcall Helper').getByText('Public')).toBeTruthy();
    expect(card('Rollcall Helper').getByText('Free')).toBeTruthy();
    expect(card('Rollcall Helper').queryByText('No image')).toBeNull();
    const chrome = card('Rollcall Helper').getByRole('link', { name: 'Rollcall Helper on Chrome' });
    expect(chrome.getAttribute('href')).toBe('https://chromewebstore.google.com/detail/helper');
    expect(chrome.getAttribute('target')).toBe('_blank');
    expect(chrome.getAttribute('rel')).toBe('noopener noreferrer');

    expect(card('Shoot Pro').getByText('No image')).toBeTruthy();
    expect(card('Shoot Pro').getByText('Private')).toBeTruthy();
    expect(card('Shoot Pro').getByText('Premium')).toBeTruthy();
    expect(card('Shoot Pro').getAllByRole('link').map((link) => link.textContent)).toEqual(['Firefox', 'Edge']);
  });

  it('says when there are none yet', async () => {
    extensionsServer([]);
    expect(await screen.findByText('No extensions yet. Add the first one with Add Extension.')).toBeTruthy();
  });

  it("says 'Failed to fetch extensions: …' when they cannot be read", async () => {
    mockApi({ 'GET /api/admin/extensions': apiError(500, 'INTERNAL_ERROR', 'Internal error') });
    renderRoute(paths.dashboardExtensions, <DashboardExtensionsPage />, { user: makeUser({ role: 'admin' }) });
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to fetch extensions: Internal error');
  });

  it('requires a title and accepts only https store links', async () => {
    const api = extensionsServer([]);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Extension' }));
    const dialog = form('Add Extension');
    fireEvent.change(dialog.getByLabelText('Chrome'), { target: { value: 'http://chromewebstore.google.com/detail/x' } });
    fireEvent.change(dialog.getByLabelText('Safari'), { target: { value: 'not a link' } });
    fireEvent.change(dialog.getByLabelText('Image URL'), { target: { value: 'http://cdn.example.com/x.png' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));

    expect(dialog.getByText('Title is required')).toBeTruthy();
    expect(dialog.getByText('A store link must start with https://')).toBeTruthy();
    expect(dialog.getByText('A store link must be a URL')).toBeTruthy();
    expect(dialog.getByText('Image URL must start with https://')).toBeTruthy();
    expect(dialog.getByLabelText('Chrome').getAttribute('aria-invalid')).toBe('true');
    expect(dialog.getByLabelText('Firefox').getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(dialog.getByLabelText('Title'));
    expect(api.calls('POST /api/admin/extensions')).toHaveLength(0);
  });

  it('adds an extension with every field, sending only the stores that have a link', async () => {
    const created = makeExtension({ id: 3, title: 'Draw Helper', isFree: false, stores: [{ storeName: 'Brave', storeUrl: 'https://brave.example/draw' }] });
    const api = extensionsServer([helper], (server) => ({
      'POST /api/admin/extensions': () => {
        server.set([helper, created]);
        return { status: 201, body: created };
      },
    }));
    fireEvent.click(await screen.findByRole('button', { name: 'Add Extension' }));
    const dialog = form('Add Extension');
    expect(document.activeElement).toBe(dialog.getByLabelText('Title'));
    expect((dialog.getByLabelText('Public') as HTMLInputElement).checked).toBe(true);
    expect((dialog.getByLabelText('Free') as HTMLInputElement).checked).toBe(true);
    fireEvent.change(dialog.getByLabelText('Title'), { target: { value: 'Draw Helper' } });
    fireEvent.change(dialog.getByLabelText('Description'), { target: { value: 'Draws winners.' } });
    fireEvent.change(dialog.getByLabelText('Version'), { target: { value: '2.0' } });
    fireEvent.change(dialog.getByLabelText('Image URL'), { target: { value: 'https://cdn.example.com/draw.png' } });
    fireEvent.click(dialog.getByLabelText('Free'));
    fireEvent.change(dialog.getByLabelText('Brave'), { target: { value: ' https://brave.example/draw ' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('article', { name: 'Draw Helper' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls('POST /api/admin/extensions')[0]?.body).toEqual({
      title: 'Draw Helper',
      description: 'Draws winners.',
      version: '2.0',
      imageUrl: 'https://cdn.example.com/draw.png',
      isPublic: true,
      isFree: false,
      stores: [{ storeName: 'Brave', storeUrl: 'https://brave.example/draw' }],
    });
  });

  it('edits an extension: its values are in the form, and an emptied store link is removed', async () => {
    const api = extensionsServer([premium], (server) => ({
      'PUT /api/admin/extensions/2': (body) => {
        const saved = { ...premium, ...(body as Partial<Extension>) };
        server.set([saved]);
        return ok(saved);
      },
    }));
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Shoot Pro' }));
    const dialog = form('Edit Extension');
    expect((dialog.getByLabelText('Title') as HTMLInputElement).value).toBe('Shoot Pro');
    expect((dialog.getByLabelText('Public') as HTMLInputElement).checked).toBe(false);
    expect((dialog.getByLabelText('Firefox') as HTMLInputElement).value).toBe('https://addons.mozilla.org/firefox/addon/shoot-pro');
    expect((dialog.getByLabelText('Chrome') as HTMLInputElement).value).toBe('');
    fireEvent.change(dialog.getByLabelText('Firefox'), { target: { value: '' } });
    fireEvent.click(dialog.getByLabelText('Public'));
    fireEvent.click(dialog.getByRole('button', { name: 'Update' }));

    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(api.calls('PUT /api/admin/extensions/2')[0]?.body).toEqual({
      title: 'Shoot Pro',
      description: null,
      version: null,
      imageUrl: null,
      isPublic: true,
      isFree: false,
      stores: [{ storeName: 'Edge', storeUrl: 'https://microsoftedge.microsoft.com/addons/detail/shoot-pro' }],
    });
    expect(await card('Shoot Pro').findByText('Public')).toBeTruthy();
    expect(card('Shoot Pro').getAllByRole('link').map((link) => link.textContent)).toEqual(['Edge']);
  });

  it("keeps the form open with the server's reason when saving fails", async () => {
    extensionsServer([], () => ({ 'POST /api/admin/extensions': apiError(400, 'BAD_REQUEST', 'One link per store') }));
    fireEvent.click(await screen.findByRole('button', { name: 'Add Extension' }));
    const dialog = form('Add Extension');
    fireEvent.change(dialog.getByLabelText('Title'), { target: { value: 'X' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect((await dialog.findByRole('alert')).textContent).toBe('Failed to save extension: One link per store');
  });

  it('deletes an extension after a confirmation', async () => {
    const api = extensionsServer([helper, premium], (server) => ({
      'DELETE /api/admin/extensions/1': () => {
        server.set([premium]);
        return new Response(null, { status: 204 });
      },
    }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Rollcall Helper' }));
    const confirm = within(screen.getByRole('alertdialog', { name: 'Delete Extension' }));
    expect(confirm.getByText('Delete the extension "Rollcall Helper" and its store links? This cannot be undone.')).toBeTruthy();
    expect(document.activeElement).toBe(confirm.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(confirm.getByRole('button', { name: 'Delete' }));

    await waitFor(() => {
      expect(screen.queryByRole('article', { name: 'Rollcall Helper' })).toBeNull();
    });
    expect(screen.getByRole('article', { name: 'Shoot Pro' })).toBeTruthy();
    expect(api.calls('DELETE /api/admin/extensions/1')).toHaveLength(1);
  });
});
