import { browser } from 'wxt/browser';
import type { ListSummary } from '../../../common/lists';
import { paths } from '../../../common/paths.plain';
import { needsSettings, type BulkAddResult, type Problem } from '../../lib/api';
import { h, show } from '../../lib/dom';
import { handleFromUrl } from '../../lib/handle';
import type { Answers, Request } from '../../lib/messages';
import { EXTENSION_TEXTS as T } from '../../lib/texts';

/** One request to the service worker; a worker that stopped or failed answers as a Problem. */
async function ask<K extends Request['type']>(request: Extract<Request, { type: K }>): Promise<Answers[K]> {
  try {
    return (await browser.runtime.sendMessage(request)) as Answers[K];
  } catch {
    return { ok: false, problem: { kind: 'server', message: T.extensionError } } as Answers[K];
  }
}

/** Lists shown before the picker offers a filter box. */
const FILTER_FROM = 7;

const LOGO =
  '<svg viewBox="0 0 32 32" aria-hidden="true" width="20" height="20"><rect width="32" height="32" rx="8" fill="#4f46e5"/><path d="M9 11.5l2 2 3.5-3.5M9 20.5l2 2 3.5-3.5" fill="none" stroke="#fff" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/><path d="M17.5 12h6" stroke="#fff" stroke-width="2.2" stroke-linecap="round"/><path d="M17.5 21h6" stroke="#a5b4fc" stroke-width="2.2" stroke-linecap="round"/></svg>';

interface Row {
  list: ListSummary;
  item: HTMLLIElement;
  box: HTMLInputElement;
  count: HTMLSpanElement;
}

/**
 * 'Add to Rollcall' on a profile page of X: a button of one size and one text that opens a picker,
 * where the person sees whom they add, how many of their lists hold that handle ('In N of your
 * lists') and each list as a checkbox: checking adds the handle, unchecking removes it. A
 * connection problem (none yet, a revoked token, a read-only token, the server down) is said in
 * words there, with the way to the settings.
 *
 * It lives in a closed shadow root and acts only on the person's own input (`isTrusted`): X's
 * scripts can neither read the lists nor click for them. Nor can they measure anything of it
 * that depends on the lists (issue #33): nothing is asked until the person opens the picker, the
 * button never changes, and the picker, which only their click opens, has one size too. The
 * handle is read from the address at that click, never from an earlier navigation event that the
 * page itself may have started (and cancelled).
 */
export class ProfileButton {
  private readonly root: HTMLDivElement;
  private readonly button: HTMLButtonElement;
  private readonly panel: HTMLDivElement;
  /** In the picker, under its title: how many of the person's lists hold the handle, once known. */
  private readonly status: HTMLParagraphElement;
  /** The picker's one live region: what the last change did. */
  private readonly message: HTMLParagraphElement;
  /** The handle the open picker acts on: the address's when the person opened it. */
  private handle: string | null = null;
  /** Ids of the lists holding the handle; null while unknown. */
  private holding: Set<number> | null = null;
  private lists: ListSummary[] | null = null;
  private server: string | null = null;
  private problem: Problem | null = null;
  /** Changes on their way (list id → held once done): their boxes stay as asked, disabled, until they answer. */
  private readonly pending = new Map<number, boolean>();
  /** Changes answered so far: a refresh that began before one of them answered is older than it. */
  private changes = 0;
  private rows: Row[] = [];
  private filter = '';
  /** Answers to the questions of an earlier opening of the picker are dropped. */
  private generation = 0;
  private readonly onOutside = (event: PointerEvent) => {
    if (this.isOpen() && !event.composedPath().includes(this.host)) this.close(false);
  };

  constructor(
    container: HTMLElement,
    private readonly host: HTMLElement,
  ) {
    this.status = h('p', { class: 'rc-status' });
    this.button = h('button', { type: 'button', class: 'rc-main', 'aria-expanded': 'false', 'aria-controls': 'rc-panel', onclick: (event) => event.isTrusted && this.toggle() });
    const logo = h('span', { class: 'rc-logo' });
    logo.innerHTML = LOGO;
    // Always these words, at one size (style.css): nothing the page can measure of it depends on the lists.
    this.button.append(logo, h('span', { class: 'rc-title' }, T.add));
    this.message = h('p', { class: 'rc-message', role: 'status' });
    this.panel = h('div', { id: 'rc-panel', class: 'rc-panel', role: 'dialog', hidden: true });
    this.root = h('div', { class: 'rc', hidden: true, onkeydown: (event) => this.onKey(event as KeyboardEvent) }, this.panel, this.button);
    container.append(this.root);
    document.addEventListener('pointerdown', this.onOutside, true);
  }

  destroy() {
    document.removeEventListener('pointerdown', this.onOutside, true);
    this.root.remove();
  }

  /**
   * Follows the page: shown on a profile's address, hidden elsewhere. Asks nothing: which lists
   * hold the handle is asked when the person opens the picker. A picker open on another handle
   * than the address's closes (the person moved on).
   */
  follow(address: string) {
    const handle = handleFromUrl(address);
    this.root.hidden = handle === null;
    if (this.isOpen() && handle?.toLowerCase() !== this.handle?.toLowerCase()) this.close(false);
  }

  /** Asks again which lists hold the handle, and the lists themselves. */
  private async refresh() {
    const handle = this.handle;
    if (!handle) return;
    const generation = this.generation;
    const changes = this.changes;
    const [holding, lists] = await Promise.all([ask({ type: 'handleLists', username: handle }), ask({ type: 'lists' })]);
    if (generation !== this.generation) return;
    const hadProblem = this.problem !== null;
    this.problem = null;
    // A change that answered meanwhile, or is still on its way, is newer than this answer.
    const current = changes === this.changes && this.pending.size === 0;
    if (holding.ok) {
      if (current || !this.holding) this.holding = new Set(holding.data.lists.map((list) => list.id));
    } else this.problem = holding.problem;
    if (hadProblem && !this.problem) this.message.textContent = '';
    if (lists.ok) {
      this.lists = lists.data.lists;
      this.server = lists.data.server;
    } else this.problem = lists.problem;
    this.renderStatus();
    if (!this.isOpen()) return;
    // Drawn afresh. The focus stays where the person has it: on the same list's box or control of
    // the picker, or, just opened from the button, on the picker's first control.
    const active = (this.panel.getRootNode() as ShadowRoot | Document).activeElement;
    const focusedList = this.rows.find((row) => row.box === active)?.list.id;
    const inPanel = active instanceof HTMLElement && this.panel.contains(active) ? (active.className || active.tagName) : null;
    this.renderPanel();
    const again = focusedList === undefined ? undefined : this.rowOf(focusedList);
    if (again) again.box.focus();
    else if (inPanel) (this.panel.querySelector<HTMLElement>(`.${inPanel}`) ?? this.panel.querySelector<HTMLElement>(inPanel))?.focus();
    else if (active === this.button) this.focusFirst();
  }

  /** The picker's line under its title: how many lists hold the handle, once known. */
  private renderStatus() {
    this.status.textContent = this.holding && !this.problem ? T.inLists(this.holding.size) : '';
  }

  private isOpen() {
    return !this.panel.hidden;
  }

  private toggle() {
    if (this.isOpen()) this.close(true);
    else this.open();
  }

  /**
   * Opens the picker for the handle of the address at this moment (the person's click: the page
   * may have started navigations of its own before), names it, and asks which lists hold it and
   * the lists themselves (they may have changed in the app meanwhile).
   */
  private open() {
    const handle = handleFromUrl(location.href);
    if (handle?.toLowerCase() !== this.handle?.toLowerCase()) {
      // Another handle than last time: the answers and changes of that one count no more.
      this.generation += 1;
      this.holding = null;
      this.problem = null;
      this.pending.clear();
      this.filter = '';
    }
    this.handle = handle;
    this.message.textContent = '';
    this.renderStatus();
    this.panel.hidden = false;
    this.panel.setAttribute('aria-label', handle ? T.pickerLabel(handle) : T.name);
    this.button.setAttribute('aria-expanded', 'true');
    this.renderPanel();
    this.focusFirst();
    if (handle) void this.refresh();
  }

  private close(returnFocus: boolean) {
    this.panel.hidden = true;
    this.button.setAttribute('aria-expanded', 'false');
    if (returnFocus) this.button.focus();
  }

  private focusFirst() {
    this.panel.querySelector<HTMLElement>('input, button:not(.rc-close), a')?.focus();
  }

  private onKey(event: KeyboardEvent) {
    if (event.key === 'Escape' && event.isTrusted && this.isOpen()) {
      event.preventDefault();
      this.close(true);
    }
  }

  private renderPanel() {
    const handle = this.handle;
    const header = h(
      'div',
      { class: 'rc-head' },
      h('h2', {}, handle ? T.pickerTitle(handle) : T.name),
      h('button', { type: 'button', class: 'rc-close', 'aria-label': T.close, onclick: (event) => event.isTrusted && this.close(true) }, '×'),
    );
    if (!handle) {
      this.rows = [];
      show(this.panel, header, h('p', { class: 'rc-muted' }, T.notAProfile));
      return;
    }
    const problem = this.problem;
    if (problem) {
      this.rows = [];
      show(
        this.panel,
        header,
        h('p', { class: 'rc-alert', role: 'alert' }, problem.message),
        needsSettings(problem)
          ? h('button', { type: 'button', class: 'rc-action', onclick: (event) => event.isTrusted && void ask({ type: 'openSettings' }) }, T.openSettings)
          : h('button', { type: 'button', class: 'rc-action', onclick: (event) => event.isTrusted && void this.refresh() }, T.retry),
      );
      return;
    }
    if (this.lists === null || this.holding === null) {
      this.rows = [];
      show(this.panel, header, h('p', { class: 'rc-muted' }, T.loading));
      return;
    }
    if (this.lists.length === 0) {
      this.rows = [];
      show(this.panel, header, h('p', { class: 'rc-muted' }, T.noLists), this.footer());
      return;
    }
    this.rows = this.lists.map((list) => this.row(list));
    const items = h('ul', { class: 'rc-lists', 'aria-label': T.lists }, ...this.rows.map((row) => row.item));
    const empty = h('p', { class: 'rc-muted', hidden: true }, T.noMatch);
    const filtered = this.lists.length >= FILTER_FROM;
    const applyFilter = () => {
      const wanted = filtered ? this.filter.trim().toLowerCase() : '';
      let shown = 0;
      for (const row of this.rows) {
        row.item.hidden = !row.list.name.toLowerCase().includes(wanted);
        if (!row.item.hidden) shown += 1;
      }
      empty.hidden = shown > 0;
    };
    applyFilter();
    const filter = filtered
        ? h('input', {
            type: 'search',
            class: 'rc-filter',
            placeholder: T.filter,
            'aria-label': T.filter,
            value: this.filter,
            oninput: (event) => {
              this.filter = (event.target as HTMLInputElement).value;
              applyFilter();
            },
          })
        : null;
    show(this.panel, header, this.status, filter, items, empty, this.message, this.footer());
  }

  private footer() {
    return this.server ? h('a', { class: 'rc-link', href: `${this.server}${paths.lists}`, target: '_blank', rel: 'noopener noreferrer' }, T.openApp) : null;
  }

  private row(list: ListSummary): Row {
    const asked = this.pending.get(list.id);
    // A change on its way shows as asked for until it answers.
    const box = h('input', { type: 'checkbox', checked: asked ?? this.holding?.has(list.id) ?? false, disabled: asked !== undefined });
    const count = h('span', { class: 'rc-count' }, T.members(list.memberCount));
    const row: Row = { list, box, count, item: h('li', {}, h('label', {}, box, h('span', { class: 'rc-name' }, list.name), count)) };
    // Only the person's own click or key toggles it (a script's box.click() is not trusted).
    box.addEventListener('click', (event) => {
      if (!event.isTrusted) event.preventDefault();
    });
    box.addEventListener('change', () => void this.setMembership(list.id, box.checked));
    return row;
  }

  private async setMembership(listId: number, adding: boolean) {
    const handle = this.handle;
    if (!handle || !this.holding || this.pending.has(listId)) return;
    const generation = this.generation;
    this.pending.set(listId, adding);
    const before = this.rowOf(listId)?.box;
    // Disabling a focused box drops the focus: it goes back to the box once the change answers.
    const hadFocus = before !== undefined && (before.getRootNode() as ShadowRoot).activeElement === before;
    before?.setAttribute('disabled', '');
    const answer = adding ? await ask({ type: 'add', listId, username: handle }) : await ask({ type: 'remove', listId, username: handle });
    if (generation !== this.generation) return;
    this.pending.delete(listId);
    this.changes += 1;
    // The row and the list as they are now: a refresh may have drawn them again meanwhile.
    const row = this.rowOf(listId);
    const list = this.lists?.find((candidate) => candidate.id === listId);
    if (answer.ok) {
      if (adding) this.holding.add(listId);
      else this.holding.delete(listId);
      if (list) list.memberCount += adding ? (answer.data as BulkAddResult).added.length : -1;
      this.message.textContent = adding ? T.added(handle, list?.name ?? '') : T.removed(handle, list?.name ?? '');
    } else {
      this.message.textContent = answer.problem.message;
      if (answer.problem.kind === 'token') this.problem = answer.problem;
    }
    this.renderStatus();
    if (this.problem) return this.renderPanel();
    if (row) {
      row.box.disabled = false;
      row.box.checked = this.holding.has(listId);
      row.count.textContent = T.members(row.list.memberCount);
      if (hadFocus) row.box.focus();
    }
  }

  private rowOf(listId: number) {
    return this.rows.find((row) => row.list.id === listId);
  }
}
