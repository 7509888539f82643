import { useLayoutEffect } from 'react';
import { documentTitle } from '../../common/page-title.plain';

/**
 * Sets the browser tab title: "{title} · Rollcall", or just "Rollcall" without a title. In a layout
 * effect, so the title changes in the same commit as the page it names: with a passive effect a
 * page could be on screen (and found by a test) before its title was set.
 */
export function usePageTitle(title?: string): void {
  useLayoutEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
