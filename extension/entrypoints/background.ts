import { browser } from 'wxt/browser';
import { defineBackground } from 'wxt/utils/define-background';
import { api, notConnected, type Result } from '../lib/api';
import { loadConnection } from '../lib/connection';
import { parseRequest, type Answers, type Request } from '../lib/messages';
import { EXTENSION_TEXTS as T } from '../lib/texts';

/**
 * The service worker: answers the content script's requests (extension/lib/messages.ts) with the
 * token only it and the extension's pages read. Messages from anyone but this extension's own
 * scripts are ignored (no `externally_connectable`: web pages cannot even send them).
 */
async function answer(request: Request): Promise<Answers[keyof Answers]> {
  if (request.type === 'openSettings') {
    await browser.runtime.openOptionsPage();
    return { ok: true, data: undefined };
  }
  const connection = await loadConnection();
  if (!connection) return { ok: false, problem: notConnected };
  switch (request.type) {
    case 'lists': {
      const result = await api.lists(connection);
      return result.ok ? { ok: true, data: { lists: result.data.lists, server: connection.server } } : result;
    }
    case 'handleLists':
      return api.handleLists(connection, request.username);
    case 'add':
      return api.add(connection, request.listId, request.username);
    case 'remove':
      return api.remove(connection, request.listId, request.username);
  }
}

/**
 * Keeps `storage.local` (the token) from content scripts: by default they may read it, and one
 * runs in X's pages. Said again at every start of the worker; a browser without the setting for
 * `local` keeps the default (the content script still never asks for it).
 */
async function keepStorageFromContentScripts() {
  try {
    await browser.storage.local.setAccessLevel({ accessLevel: 'TRUSTED_CONTEXTS' });
  } catch {
    // Older browsers: only storage.session has access levels.
  }
}

export default defineBackground(() => {
  void keepStorageFromContentScripts();
  browser.runtime.onMessage.addListener((message: unknown, sender, sendResponse: (answer: Result<unknown>) => void) => {
    if (sender.id !== browser.runtime.id) return false;
    const request = parseRequest(message);
    if (!request) return false;
    answer(request).then(sendResponse, () => sendResponse({ ok: false, problem: { kind: 'server', message: T.extensionError } }));
    return true;
  });
  // First install: the settings, where the person connects the extension to their Rollcall.
  browser.runtime.onInstalled.addListener(({ reason }) => {
    if (reason === 'install') void browser.runtime.openOptionsPage();
  });
});
