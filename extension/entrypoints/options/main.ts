import { browser } from 'wxt/browser';
import { api } from '../../lib/api';
import { checkToken, clearConnection, loadConnection, parseServer, permissionPattern, saveConnection, type Connection } from '../../lib/connection';
import { h, show } from '../../lib/dom';
import { EXTENSION_TEXTS as T } from '../../lib/texts';
import '../../lib/page.css';

/**
 * The settings: the Rollcall address and a personal API token, checked on save with
 * the public API's v1Me ('Connected as …') and kept only when the check passes. Saving asks for the
 * one optional host permission the extension needs, the server's.
 */
const app = document.getElementById('app')!;

const field = (id: string, label: string, hint: string, input: HTMLInputElement) => {
  const error = h('p', { id: `${id}-error`, class: 'alert', hidden: true });
  input.id = id;
  input.setAttribute('aria-describedby', `${id}-hint ${id}-error`);
  return { error, element: h('div', { class: 'field' }, h('label', { for: id }, label), input, h('p', { id: `${id}-hint`, class: 'hint' }, hint), error) };
};
const setError = (input: HTMLInputElement, error: HTMLElement, message: string | null) => {
  error.hidden = message === null;
  error.textContent = message ?? '';
  if (message === null) input.removeAttribute('aria-invalid');
  else input.setAttribute('aria-invalid', 'true');
};

const serverInput = h('input', { type: 'url', name: 'server', autocomplete: 'url', placeholder: 'https://', spellcheck: 'false' });
const tokenInput = h('input', { type: 'password', name: 'token', autocomplete: 'off', spellcheck: 'false' });
const server = field('server', T.server, T.serverHint, serverInput);
const token = field('token', T.token, T.tokenHint, tokenInput);
const status = h('p', { role: 'status', 'aria-live': 'polite' });
const save = h('button', { type: 'submit' }, T.save);
const disconnect = h('button', { type: 'button', class: 'secondary', hidden: true, onclick: () => void onDisconnect() }, T.disconnect);
const form = h('form', { novalidate: true, onsubmit: (event) => onSave(event) }, server.element, token.element, h('div', { class: 'row' }, save, disconnect), status);

show(app, h('h1', {}, h('img', { src: '/icon/48.png', alt: '' }), T.optionsTitle), h('p', {}, T.optionsIntro), form);

let saved: Connection | null = null;

function say(text: string, tone: 'ok' | 'alert' | 'muted') {
  status.textContent = text;
  status.className = tone;
}

async function check(connection: Connection) {
  say(T.checkingConnection, 'muted');
  const result = await api.me(connection);
  if (result.ok) {
    const { user, workspace, token: used } = result.data;
    say(T.connectedAs(user.username, workspace.name, T.scopes[used.scope]), 'ok');
  } else say(result.problem.message, 'alert');
  return result.ok;
}

function onSave(event: Event) {
  event.preventDefault();
  const origin = parseServer(serverInput.value);
  // An empty token field keeps the saved token for the same server.
  const typed = tokenInput.value.trim() || (saved && origin.ok && saved.server === origin.origin ? saved.token : '');
  const checked = checkToken(typed);
  setError(serverInput, server.error, origin.ok ? null : origin.message);
  setError(tokenInput, token.error, checked.ok ? null : checked.message);
  if (!origin.ok) return serverInput.focus();
  if (!checked.ok) return tokenInput.focus();
  // Asked at once, while the click still counts as the person's gesture.
  const asked = browser.permissions.request({ origins: [permissionPattern(origin.origin)] }).catch(() => false);
  void finishSave(asked, { server: origin.origin, token: checked.token });
}

async function finishSave(asked: Promise<boolean>, connection: Connection) {
  save.disabled = true;
  try {
    if (!(await asked)) return say(T.permissionDenied(connection.server), 'alert');
    if (await check(connection)) {
      await saveConnection(connection);
      // A new address: the old one's permission is not needed any more.
      if (saved && permissionPattern(saved.server) !== permissionPattern(connection.server)) {
        await browser.permissions.remove({ origins: [permissionPattern(saved.server)] }).catch(() => false);
      }
      saved = connection;
      tokenInput.value = '';
      tokenInput.placeholder = `${connection.token.slice(0, 9)}…`;
      disconnect.hidden = false;
    }
  } finally {
    save.disabled = false;
  }
}

async function onDisconnect() {
  await clearConnection();
  if (saved) await browser.permissions.remove({ origins: [permissionPattern(saved.server)] }).catch(() => false);
  saved = null;
  tokenInput.value = '';
  tokenInput.placeholder = '';
  disconnect.hidden = true;
  say(T.disconnected, 'muted');
}

void (async () => {
  saved = await loadConnection();
  if (!saved) {
    serverInput.value = 'https://';
    serverInput.focus();
    return;
  }
  serverInput.value = saved.server;
  tokenInput.placeholder = `${saved.token.slice(0, 9)}…`;
  disconnect.hidden = false;
  await check(saved);
})();
