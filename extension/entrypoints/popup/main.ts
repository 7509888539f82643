import { browser } from 'wxt/browser';
import { isShootCount, SHOOT_COUNT_MESSAGE, SHOOT_DEFAULT_COUNT, SHOOT_MAX } from '../../../common/constants.plain';
import type { ListSummary } from '../../../common/lists';
import { paths } from '../../../common/paths.plain';
import { api, needsSettings, notConnected, type Problem } from '../../lib/api';
import { loadConnection, type Connection } from '../../lib/connection';
import { h, show } from '../../lib/dom';
import { EXTENSION_TEXTS as T } from '../../lib/texts';
import '../../lib/page.css';

/**
 * The toolbar popup: my lists, a quick shoot from the selected ones with Copy, the draw's
 * certificate and a link to the app. A connection problem is said in words with the way to the
 * settings.
 */
const app = document.getElementById('app')!;
const openApp = h('a', { href: '#', target: '_blank', rel: 'noopener noreferrer', hidden: true }, T.openApp);
const body = h('div', {});
show(app, h('h1', {}, h('img', { src: '/icon/48.png', alt: '' }), T.name), body, h('p', { style: 'margin:12px 0 0' }, openApp));

function problemView(problem: Problem) {
  show(
    body,
    h('p', { class: 'alert', role: 'alert' }, problem.message),
    needsSettings(problem) ? h('button', { type: 'button', onclick: () => void browser.runtime.openOptionsPage() }, T.openSettings) : null,
  );
}

function shootView(connection: Connection, lists: ListSummary[]) {
  if (lists.length === 0) return show(body, h('p', { class: 'muted' }, T.noLists));
  const boxes = lists.map((list) => ({ list, box: h('input', { type: 'checkbox', name: 'list', value: list.id }) }));
  const count = h('input', { type: 'number', id: 'count', min: 1, max: SHOOT_MAX, value: SHOOT_DEFAULT_COUNT, inputmode: 'numeric' });
  const error = h('p', { class: 'alert', role: 'alert' });
  const shoot = h('button', { type: 'submit' }, T.shoot);
  const result = h('div', { 'aria-live': 'polite' });
  const form = h(
    'form',
    { novalidate: true },
    h(
      'fieldset',
      {},
      h('legend', {}, T.lists),
      h('ul', { class: 'lists' }, ...boxes.map(({ list, box }) => h('li', {}, h('label', {}, box, h('span', {}, list.name), h('span', { class: 'muted' }, T.members(list.memberCount)))))),
    ),
    h('div', { class: 'field' }, h('label', { for: 'count' }, T.count), count),
    error,
    shoot,
    result,
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void run();
  });
  show(body, form);

  async function run() {
    const listIds = boxes.filter(({ box }) => box.checked).map(({ list }) => list.id);
    const how = Number(count.value);
    error.textContent = '';
    count.removeAttribute('aria-invalid');
    if (listIds.length === 0) {
      error.textContent = T.pickList;
      return boxes[0]?.box.focus();
    }
    if (!isShootCount(how)) {
      error.textContent = SHOOT_COUNT_MESSAGE;
      count.setAttribute('aria-invalid', 'true');
      return count.focus();
    }
    shoot.disabled = true;
    shoot.textContent = T.shooting;
    const answer = await api.shoot(connection, listIds, how);
    shoot.disabled = false;
    shoot.textContent = T.shoot;
    if (!answer.ok) {
      show(result);
      if (answer.problem.kind === 'token') return problemView(answer.problem);
      error.replaceChildren(
        answer.problem.message,
        needsSettings(answer.problem) ? h('button', { type: 'button', class: 'secondary', style: 'margin-left:8px', onclick: () => void browser.runtime.openOptionsPage() }, T.openSettings) : '',
      );
      return;
    }
    const mentions = h('textarea', { id: 'mentions', readonly: true, rows: 4 });
    mentions.value = answer.data.text;
    const copy = h('button', { type: 'button', class: 'secondary' }, T.copy);
    copy.addEventListener('click', () => {
      void navigator.clipboard.writeText(mentions.value).then(
        () => {
          copy.textContent = T.copied;
          setTimeout(() => (copy.textContent = T.copy), 2000);
        },
        () => {
          error.textContent = T.copyFailed;
          mentions.select();
        },
      );
    });
    show(
      result,
      h('div', { class: 'field', style: 'margin-top:14px' }, h('label', { for: 'mentions' }, T.mentions), mentions, h('p', { class: 'hint' }, T.drew(answer.data.usernames.length, answer.data.available))),
      h('div', { class: 'row' }, copy, h('a', { href: `${connection.server}${paths.draw(answer.data.drawId)}`, target: '_blank', rel: 'noopener noreferrer' }, T.certificate)),
    );
  }
}

void (async () => {
  show(body, h('p', { class: 'muted', role: 'status' }, T.loading));
  const connection = await loadConnection();
  if (!connection) return problemView(notConnected);
  openApp.href = `${connection.server}${paths.lists}`;
  openApp.hidden = false;
  const answer = await api.lists(connection);
  if (!answer.ok) return problemView(answer.problem);
  shootView(connection, answer.data.lists);
})();
