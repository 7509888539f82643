import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** The rules every screen is held to (issue #18): WCAG 2.2 AA and axe's best practices. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

type AxeOptions = {
  /** Only this part of the page (e.g. 'main' where the header is another feature's and checked there). */
  include?: string;
  /** Said before each violation, e.g. the screen, theme and width it was found on. */
  where?: string;
  /** axe inside the page, without a second page to merge frames' results (for screens with no frame). */
  legacyMode?: boolean;
};

/**
 * The serious and critical violations axe finds on the page as it is now, a line each with the
 * rule, its help and where; an empty list is a pass. Throws if axe passed fewer than ten rules:
 * a blank page passes everything.
 */
export async function axeSerious(page: Page, { include, where, legacyMode = false }: AxeOptions = {}): Promise<string[]> {
  // Every rule runs and every violation comes back in full; for the rules a page passes, axe lists
  // one element instead of all of them (resultTypes): building a selector for each passing element
  // was a quarter of axe's time on two cores (issue #34), and nobody reads them.
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS).setLegacyMode(legacyMode).options({ resultTypes: ['violations'] });
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  if (results.passes.length <= 10) throw new Error(`axe looked at almost nothing on ${where ?? page.url()} (${String(results.passes.length)} rules passed)`);
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${where ? `${where}: ` : ''}${violation.id} — ${violation.help}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
