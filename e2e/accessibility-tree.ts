import { WAIT_MS } from './limits';
import type { CDPSession, Page } from 'playwright-core';
import { vi } from 'vitest';

/**
 * Reads and clicks what a closed shadow root holds, through the page's accessibility tree (the
 * Chrome DevTools Protocol), as assistive technology sees it: Playwright's locators cannot enter
 * a closed shadow root, which is what keeps the page's own scripts out of the extension's button.
 * Clicks are real mouse clicks at the element's place.
 */
export interface AxNode {
  role: string;
  name: string;
  checked?: boolean;
  focused?: boolean;
  disabled?: boolean;
  backendNodeId?: number;
}

type Matcher = string | RegExp;
const matches = (name: string, wanted: Matcher) => (typeof wanted === 'string' ? name === wanted : wanted.test(name));

export class AxTree {
  private constructor(
    readonly page: Page,
    private readonly cdp: CDPSession,
  ) {}

  static async of(page: Page): Promise<AxTree> {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Accessibility.enable');
    await cdp.send('DOM.enable');
    return new AxTree(page, cdp);
  }

  async nodes(): Promise<AxNode[]> {
    const { nodes } = await this.cdp.send('Accessibility.getFullAXTree');
    return nodes
      .filter((node) => !node.ignored)
      .map((node) => {
        const property = (name: string) => node.properties?.find((p) => p.name === name)?.value.value as unknown;
        return {
          role: String(node.role?.value ?? ''),
          name: String(node.name?.value ?? ''),
          checked: property('checked') === undefined ? undefined : property('checked') === 'true',
          focused: property('focused') === true,
          disabled: property('disabled') === true,
          backendNodeId: node.backendDOMNodeId,
        };
      });
  }

  /**
   * Waits until a node with this role and name is there (and, if given, passes `where`): the tree
   * is read again until it has it, as it changes with the page and sends no event for it.
   */
  find(role: string, name: Matcher, where: (node: AxNode) => boolean = () => true, timeout = WAIT_MS): Promise<AxNode> {
    return vi.waitFor(
      async () => {
        const seen = (await this.nodes()).filter((node) => node.role === role && matches(node.name, name));
        const found = seen.find(where);
        if (!found) throw new Error(`no ${role} named ${String(name)}${seen.length ? ` in the right state (seen: ${JSON.stringify(seen)})` : ''} within ${String(timeout)} ms`);
        return found;
      },
      { timeout, interval: 50 },
    );
  }

  /** Waits for some text on screen (a static text node). */
  text(text: Matcher, timeout?: number) {
    return this.find('StaticText', text, undefined, timeout);
  }

  /** Waits until no node with this role and name is left. */
  gone(role: string, name: Matcher, timeout = WAIT_MS): Promise<void> {
    return vi.waitFor(
      async () => {
        if ((await this.nodes()).some((node) => node.role === role && matches(node.name, name))) throw new Error(`${role} named ${String(name)} still there after ${String(timeout)} ms`);
      },
      { timeout, interval: 50 },
    );
  }

  /** A real click in the middle of the node. */
  async click(role: string, name: Matcher, where?: (node: AxNode) => boolean): Promise<void> {
    const node = await this.find(role, name, where);
    await this.cdp.send('DOM.scrollIntoViewIfNeeded', { backendNodeId: node.backendNodeId! });
    const { model } = await this.cdp.send('DOM.getBoxModel', { backendNodeId: node.backendNodeId! });
    const [x1, y1, , , x3, y3] = model.border;
    await this.page.mouse.click((x1! + x3!) / 2, (y1! + y3!) / 2);
  }
}
