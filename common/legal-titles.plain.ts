import type { LegalLanguage } from './paths.plain';

/**
 * The legal pages' titles in each language: shown at once while a page's texts load, the tab's
 * title (in the first HTML too, server/http/spa.ts), and the texts' own.
 */
export const LEGAL_TITLES = {
  privacyPolicy: { en: 'Privacy Policy', fr: 'Politique de confidentialité' },
  termsOfService: { en: 'Terms of Service', fr: 'Conditions d’utilisation' },
} as const satisfies Record<string, Record<LegalLanguage, string>>;

