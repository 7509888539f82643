import { browser } from 'wxt/browser';
import type { ListSummary } from '../../../common/lists';
import { paths } from '../../../common/paths';
import { needsSettings, type BulkAddResult, type Problem } from '../../lib/api';
import { h, show } from '../../lib/dom';
import type { Answers, Request } from '../../lib/messages';
import { EXTENSION_TEXTS as T } from '../../lib/texts';

const ask = <K extends Request['type']>(request: Extract<Request, { type: K }>) => browser.runtime.sendMessage(request) as Promise<Answers[K]>;

/** Lists shown before the picker offers a filter box. */
const FILTER_FROM = 7;

const LOGO =
  '<svg viewBox="0 0 32 32" aria-hidden="true" width="20" height="20"><rect width="32" height="32" rx="8" fill="#4f46e5"/><path d="M9 11.5l2 2 3.5-3.5M9 20.5l2 2 3.5-3.5" fill="none" stroke="#fff" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/><path d="M17.5 12h6" stroke="#fff" stroke-width="2.2" stroke-linecap="round"/><path d="M17.5 21h6" stroke="#a5b4fc" stroke-width="2.2" stroke-linecap="round"/></svg>';

/**
 * 'Add to Rollcall' on a profile page of X: says how many of the person's lists hold the handle
 * ('In N of your lists') and opens a picker where each list is a checkbox: checking adds the
 * handle, unchecking removes it. A connection problem (none yet, a revoked token, a read-only
 * token, the server down) is said in words, with the way to the settings.
 */
export class ProfileButton {
  private readonly root: HTMLDivElement;
  private readonly button: HTMLButtonElement;
  private readonly status: HTMLSpanElement;
  private readonly panel: HTMLDivElement;
  private handle: string | null = null;
  /** Ids of the lists holding the handle; null while unknown. */
  private holding: Set<number> | null = null;
  private lists: ListSummary[] | null = null;
  private server: string | null = null;
  private problem: Problem | null = null;
  private message = '';
  private filter = '';
  /** Answers to an earlier page's questions are dropped. */
  private generation = 0;

  constructor(container: HTMLElement) {
    this.status = h('span', { class: 'rc-status', 'aria-live': 'polite' });
    this.button = h('button', { type: 'button', class: 'rc-main', 'aria-expanded': 'false', 'aria-controls': 'rc-panel', onclick: () => this.toggle() });
    const logo = h('span', { class: 'rc-logo' });
    logo.innerHTML = LOGO;
    this.button.append(logo, h('span', { class: 'rc-text' }, h('span', { class: 'rc-title' }, T.add), this.status));
    this.panel = h('div', { id: 'rc-panel', class: 'rc-panel', role: 'dialog', hidden: true, onkeydown: (event) => this.onKey(event as KeyboardEvent) });
    this.root = h('div', { class: 'rc', hidden: true }, this.panel, this.button);
    container.append(this.root);
  }

  destroy() {
    this.root.remove();
  }

  /** Follows the page: a profile's handle, or null to hide. */
  showFor(handle: string | null) {
    if (handle?.toLowerCase() === this.handle?.toLowerCase() && handle !== null) return;
    this.generation += 1;
    this.handle = handle;
    this.holding = null;
    this.problem = null;
    this.message = '';
    this.filter = '';
    this.close(false);
    this.root.hidden = handle === null;
    if (handle === null) return;
    this.renderStatus();
    void this.check(this.generation, handle);
  }

  private async check(generation: number, handle: string) {
    const answer = await ask({ type: 'handleLists', username: handle });
    if (generation !== this.generation) return;
    if (answer.ok) this.holding = new Set(answer.data.lists.map((list) => list.id));
    else this.problem = answer.problem;
    this.renderStatus();
    if (this.isOpen()) this.renderPanel();
  }

  private renderStatus() {
    const problem = this.problem;
    let text: string = T.checking;
    if (problem) {
      text =
        problem.kind === 'not-connected' ? T.notConnectedShort : problem.kind === 'token' ? T.tokenRevokedShort : problem.kind === 'unreachable' ? T.unreachableShort : problem.message;
    } else if (this.holding) text = T.inLists(this.holding.size);
    this.status.textContent = text;
    this.root.classList.toggle('rc-problem', problem !== null);
  }

  private isOpen() {
    return !this.panel.hidden;
  }

  private toggle() {
    if (this.isOpen()) this.close(true);
    else void this.open();
  }

  private async open() {
    if (!this.handle) return;
    this.panel.hidden = false;
    this.panel.setAttribute('aria-label', T.pickerLabel(this.handle));
    this.button.setAttribute('aria-expanded', 'true');
    this.renderPanel();
    this.focusFirst();
    if (this.lists === null && !this.problem) {
      const generation = this.generation;
      const answer = await ask({ type: 'lists' });
      if (generation !== this.generation) return;
      if (answer.ok) {
        this.lists = answer.data.lists;
        this.server = answer.data.server;
      } else this.problem = answer.problem;
      this.renderStatus();
      this.renderPanel();
      this.focusFirst();
    }
  }

  private close(returnFocus: boolean) {
    this.panel.hidden = true;
    this.button.setAttribute('aria-expanded', 'false');
    if (returnFocus) this.button.focus();
  }

  private focusFirst() {
    this.panel.querySelector<HTMLElement>('input, button:not(.rc-close)')?.focus();
  }

  private onKey(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.preventDefault();
      this.close(true);
    }
  }

  private renderPanel() {
    const handle = this.handle ?? '';
    const header = h(
      'div',
      { class: 'rc-head' },
      h('h2', {}, T.pickerTitle(handle)),
      h('button', { type: 'button', class: 'rc-close', 'aria-label': T.close, onclick: () => this.close(true) }, '×'),
    );
    const problem = this.problem;
    if (problem) {
      show(
        this.panel,
        header,
        h('p', { class: 'rc-alert', role: 'alert' }, problem.message),
        needsSettings(problem) ? h('button', { type: 'button', class: 'rc-action', onclick: () => void ask({ type: 'openSettings' }) }, T.openSettings) : null,
      );
      return;
    }
    if (this.lists === null || this.holding === null) {
      show(this.panel, header, h('p', { class: 'rc-muted', role: 'status' }, T.loading));
      return;
    }
    if (this.lists.length === 0) {
      show(this.panel, header, h('p', { class: 'rc-muted' }, T.noLists), this.footer());
      return;
    }
    const items = h('ul', { class: 'rc-lists', 'aria-label': T.lists });
    const fill = () => {
      const wanted = this.filter.trim().toLowerCase();
      const shown = (this.lists ?? []).filter((list) => list.name.toLowerCase().includes(wanted));
      show(items, ...(shown.length === 0 ? [h('li', { class: 'rc-muted' }, T.noMatch)] : shown.map((list) => this.listItem(list))));
    };
    fill();
    const filter =
      this.lists.length >= FILTER_FROM
        ? h('input', {
            type: 'search',
            class: 'rc-filter',
            placeholder: T.filter,
            'aria-label': T.filter,
            value: this.filter,
            oninput: (event) => {
              this.filter = (event.target as HTMLInputElement).value;
              fill();
            },
          })
        : null;
    show(this.panel, header, filter, items, h('p', { class: 'rc-message', role: 'status' }, this.message), this.footer());
  }

  private footer() {
    return this.server ? h('a', { class: 'rc-link', href: `${this.server}${paths.lists}`, target: '_blank', rel: 'noopener noreferrer' }, T.openApp) : null;
  }

  private listItem(list: ListSummary) {
    const box = h('input', { type: 'checkbox', checked: this.holding?.has(list.id) ?? false });
    box.addEventListener('change', () => void this.setMembership(list, box));
    return h('li', {}, h('label', {}, box, h('span', { class: 'rc-name' }, list.name), h('span', { class: 'rc-count' }, T.members(list.memberCount))));
  }

  private async setMembership(list: ListSummary, box: HTMLInputElement) {
    const handle = this.handle;
    if (!handle || !this.holding) return;
    const adding = box.checked;
    const generation = this.generation;
    box.disabled = true;
    const answer = adding ? await ask({ type: 'add', listId: list.id, username: handle }) : await ask({ type: 'remove', listId: list.id, username: handle });
    if (generation !== this.generation) return;
    box.disabled = false;
    if (answer.ok) {
      if (adding) this.holding.add(list.id);
      else this.holding.delete(list.id);
      list.memberCount += adding ? (answer.data as BulkAddResult).added.length : -1;
      this.message = adding ? T.added(handle, list.name) : T.removed(handle, list.name);
    } else {
      box.checked = !adding;
      this.message = answer.problem.message;
      if (answer.problem.kind === 'token') this.problem = answer.problem;
    }
    this.renderStatus();
    const focused = list.id;
    this.renderPanel();
    this.panel.querySelectorAll<HTMLInputElement>('input[type=checkbox]').forEach((input, index) => {
      if (this.visibleIds()[index] === focused) input.focus();
    });
  }

  private visibleIds() {
    const wanted = this.filter.trim().toLowerCase();
    return (this.lists ?? []).filter((list) => list.name.toLowerCase().includes(wanted)).map((list) => list.id);
  }
}
