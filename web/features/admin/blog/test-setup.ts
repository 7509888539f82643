import { fireEvent } from '@testing-library/react';
import { beforeAll } from 'vitest';

/**
 * The page loads its code on demand (a chunk of its own); in a test the first load transforms it
 * from source, which can outlast a test's timeout. Loading it once before the tests keeps them fast.
 */
export function preloadBlogManagement({ editor = false }: { editor?: boolean } = {}) {
  if (editor) stubLayout();
  beforeAll(async () => {
    await import('./blog-management');
    if (editor) await import('./rich-text-editor');
  }, 60_000);
}

/** Pastes HTML into the rich editor, as from the clipboard (jsdom cannot type into it). */
export function pasteHtml(target: HTMLElement, html: string, text = html.replace(/<[^>]+>/g, '')) {
  const data: Record<string, string> = { 'text/html': html, 'text/plain': text };
  fireEvent.paste(target, { clipboardData: { types: Object.keys(data), getData: (type: string) => data[type] ?? '' } });
}

/**
 * jsdom lays nothing out, and has no client rectangles for a text range: ProseMirror asks for them
 * to scroll the caret into view after a command. Empty rectangles will do.
 */
export function stubLayout() {
  beforeAll(() => {
    const rects = () => Object.assign([] as DOMRect[], { item: () => null }) as unknown as DOMRectList;
    Range.prototype.getClientRects = rects;
    Range.prototype.getBoundingClientRect = () => new DOMRect();
    document.elementFromPoint = () => null;
  });
}
