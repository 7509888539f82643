/** The English titles, shown at once while a page's texts load (and used by the texts themselves). */
export const LEGAL_TITLES = {
  privacyPolicy: 'Privacy Policy',
  termsOfService: 'Terms of Service',
} as const;
