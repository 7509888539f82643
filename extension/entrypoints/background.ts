import { browser } from 'wxt/browser';
import { defineBackground } from 'wxt/utils/define-background';
import { api, notConnected, type Result } from '../lib/api';
import { loadConnection } from '../lib/connection';
import { parseRequest, type Answers, type Request } from '../lib/messages';

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

export default defineBackground(() => {
  browser.runtime.onMessage.addListener((message: unknown, sender, sendResponse: (answer: Result<unknown>) => void) => {
    if (sender.id !== browser.runtime.id) return false;
    const request = parseRequest(message);
    if (!request) return false;
    void answer(request).then(sendResponse);
    return true;
  });
  // First install: the settings, where the person connects the extension to their Rollcall.
  browser.runtime.onInstalled.addListener(({ reason }) => {
    if (reason === 'install') void browser.runtime.openOptionsPage();
  });
});
