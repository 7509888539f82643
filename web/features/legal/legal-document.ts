/**
 * A legal text as data (the privacy policy and the terms of service, in English and French):
 * sections of paragraphs and lists, rendered by one component (legal-page.tsx).
 */

import type { LegalLanguage } from '../../../common/paths.plain';

export type { LegalLanguage };

/** A link inside a text: a path of the site ('/contact') or a full address. */
export type LegalLink = { text: string; href: string };
/** Plain text, or text with links in it. */
export type LegalText = string | ReadonlyArray<string | LegalLink>;
export type LegalListItem = { term?: string; text: LegalText };
export type LegalBlock = { kind: 'paragraph'; text: LegalText } | { kind: 'list'; items: readonly LegalListItem[] };
export type LegalSection = { id: string; heading: string; blocks: readonly LegalBlock[] };

export type LegalDocument = {
  lang: LegalLanguage;
  title: string;
  lastUpdated: string;
  intro: readonly LegalBlock[];
  /** Terms of Service: '1. Acceptance of Terms'. */
  numbered: boolean;
  sections: readonly LegalSection[];
  /** The toggle's label while this language is shown: the other language's name, in that language. */
  switchLabel: string;
};

export const paragraph = (text: LegalText): LegalBlock => ({ kind: 'paragraph', text });
export const list = (...items: LegalListItem[]): LegalBlock => ({ kind: 'list', items });
export const link = (text: string, href: string): LegalLink => ({ text, href });

/** The date of the current version of both texts. */
export const LEGAL_LAST_UPDATED = '2026-11-22';

export function formatLegalDate(iso: string, lang: LegalLanguage): string {
  const date = new Date(`${iso}T12:00:00Z`);
  return lang === 'fr'
    ? new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date)
    : new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(date);
}

/**
 * French typography: a no-break space before ':' and inside « », a narrow one before ';', '?' and
 * '!'. The texts are written with plain spaces and set right here, so none is forgotten.
 */
export function frenchSpacing<T>(value: T): T {
  if (typeof value === 'string') {
    return value
      .replace(/ :/g, '\u00a0:')
      .replace(/ ([;?!])/g, '\u202f$1')
      .replace(/« /g, '«\u00a0')
      .replace(/ »/g, '\u00a0»') as T;
  }
  if (Array.isArray(value)) return value.map((item: unknown) => frenchSpacing(item)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, key === 'href' ? item : frenchSpacing(item)]),
    ) as T;
  }
  return value;
}
