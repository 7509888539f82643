import { act, cleanup as cleanupPage, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/render-route';
import { mockApi } from '../../test/mock-api';
import type { LegalDocument } from './legal-document';
import { PRIVACY_POLICY } from './privacy-policy-texts';
import { TERMS_OF_SERVICE } from './terms-of-service-texts';
import { PrivacyPolicyPage } from './privacy-policy-page';
import { TermsOfServicePage } from './terms-of-service-page';
import { LEGAL_LANGUAGE_STORAGE_KEY } from './legal-page';

beforeEach(() => {
  localStorage.clear();
  document.documentElement.lang = 'en';
});
afterEach(() => {
  localStorage.clear();
});

const legalPages = { '/privacy-policy': <PrivacyPolicyPage />, '/terms-of-service': <TermsOfServicePage /> };

function sectionHeadings(): string[] {
  return screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent ?? '');
}

/** Opens a legal page and waits for its texts (loaded on demand). */
async function open(path: keyof typeof legalPages) {
  mockApi({});
  renderRoute(path, legalPages[path], { user: null });
  await screen.findByRole('link', { name: 'Français' });
}

function allText(doc: LegalDocument): string {
  return JSON.stringify(doc);
}

describe('privacy policy', () => {
  it('shows its title at once, then the text', async () => {
    mockApi({});
    renderRoute('/privacy-policy', <PrivacyPolicyPage />, { user: null });
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Consent' })).toBeTruthy();
  });

  it('starts in English with the sections of the spec', async () => {
    await open('/privacy-policy');
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeTruthy();
    expect(sectionHeadings()).toEqual([
      'Consent',
      'Information We Collect',
      'How We Use Your Information',
      'Log Files',
      'Cookies and Web Beacons',
      'GDPR Data Protection Rights',
      'Children’s Information',
    ]);
    expect(screen.getByRole('heading', { level: 1 }).closest('article')?.getAttribute('lang')).toBe('en');
    expect(document.title).toBe('Privacy Policy · Rollcall');
  });

  it('lists the six GDPR rights and the age of 13', async () => {
    await open('/privacy-policy');
    for (const right of [
      'The right to access',
      'The right to rectification',
      'The right to erasure',
      'The right to restrict processing',
      'The right to object to processing',
      'The right to data portability',
    ]) {
      expect(screen.getByText(right)).toBeTruthy();
    }
    expect(screen.getByText(/children under the age of 13/)).toBeTruthy();
  });

  it('says what Rollcall stores: the password only as a hash, card data with Stripe, one httpOnly cookie', async () => {
    await open('/privacy-policy');
    expect(screen.getByText(/one-way bcrypt hash/)).toBeTruthy();
    expect(screen.getByText(/Your card details go straight to Stripe/)).toBeTruthy();
    expect(screen.getByText(/It is httpOnly/)).toBeTruthy();
    expect(screen.getByText(/local storage/)).toBeTruthy();
  });

  it("switches to French with 'Français' and back with 'English'", async () => {
    await open('/privacy-policy');
    fireEvent.click(screen.getByRole('link', { name: 'Français' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Politique de confidentialité' })).toBeTruthy();
    expect(sectionHeadings()).toEqual([
      'Consentement',
      'Informations que nous recueillons',
      'Comment nous utilisons vos informations',
      'Fichiers journaux',
      'Cookies et balises web',
      'Vos droits sur vos données (RGPD)',
      'Informations concernant les enfants',
    ]);
    expect(screen.getByRole('heading', { level: 1 }).closest('article')?.getAttribute('lang')).toBe('fr');
    expect(screen.getByText(/enfants de moins de 13 ans/)).toBeTruthy();

    const back = screen.getByRole('link', { name: 'English' });
    expect(back.getAttribute('lang')).toBe('en');
    fireEvent.click(back);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Français' }).getAttribute('lang')).toBe('fr');
  });

  it('links to the contact page to exercise a right', async () => {
    await open('/privacy-policy');
    expect(screen.getAllByRole('link', { name: 'contact page' }).every((link) => link.getAttribute('href') === '/contact')).toBe(true);
  });
});

describe('terms of service', () => {
  it('starts in English with five numbered sections', async () => {
    await open('/terms-of-service');
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeTruthy();
    expect(sectionHeadings()).toEqual([
      '1. Acceptance of Terms',
      '2. User Responsibilities',
      '3. Service Modifications',
      '4. Limitation of Liability',
      '5. Governing Law',
    ]);
  });

  it("switches to French with 'Français' and back with 'English'", async () => {
    await open('/terms-of-service');
    fireEvent.click(screen.getByRole('link', { name: 'Français' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Conditions d’utilisation' })).toBeTruthy();
    expect(sectionHeadings()).toEqual([
      '1. Acceptation des conditions',
      '2. Responsabilités de l’utilisateur',
      '3. Modifications du service',
      '4. Limitation de responsabilité',
      '5. Droit applicable',
    ]);
    expect(screen.getByRole('heading', { level: 1 }).closest('article')?.getAttribute('lang')).toBe('fr');
    fireEvent.click(screen.getByRole('link', { name: 'English' }));
    expect(screen.getByRole('heading', { level: 2, name: '1. Acceptance of Terms' })).toBeTruthy();
  });
});

describe('a legal page in French (issue #38)', () => {
  /** Opens `url` (a legal page, with its `lang` or not), with the home page to leave it for. */
  function openAt(url: string) {
    mockApi({});
    return renderRoute(url, <PrivacyPolicyPage />, { user: null, path: '/privacy-policy', routes: [{ path: '/', element: <p>Home</p> }] });
  }

  it('has its own address: ?lang=fr opens it in French, with <html lang="fr"> and a French title', async () => {
    openAt('/privacy-policy?lang=fr');
    // The title is French at once, before the texts arrive.
    expect(screen.getByRole('heading', { level: 1, name: 'Politique de confidentialité' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('fr');
    expect(document.title).toBe('Politique de confidentialité · Rollcall');
    expect(await screen.findByRole('heading', { level: 2, name: 'Consentement' })).toBeTruthy();
    const english = screen.getByRole('link', { name: 'English' });
    expect(english.getAttribute('href')).toBe('/privacy-policy?lang=en');
    expect(english.getAttribute('hreflang')).toBe('en');
  });

  it('gives <html lang> and the title back on leaving', async () => {
    document.title = 'Before · Rollcall';
    const { router } = openAt('/privacy-policy?lang=fr');
    await screen.findByRole('heading', { level: 2, name: 'Consentement' });
    await act(() => router.navigate('/'));
    expect(screen.getByText('Home')).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
    expect(document.title).toBe('Before · Rollcall');
  });

  it('links the two languages to each other, and the address it leads to says the language', async () => {
    const { router } = openAt('/privacy-policy');
    const french = await screen.findByRole('link', { name: 'Français' });
    expect(french.getAttribute('href')).toBe('/privacy-policy?lang=fr');
    fireEvent.click(french);
    expect(router.state.location.search).toBe('?lang=fr');
    expect(screen.getByRole('heading', { level: 1, name: 'Politique de confidentialité' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('fr');
    fireEvent.click(screen.getByRole('link', { name: 'English' }));
    expect(router.state.location.search).toBe('?lang=en');
    expect(document.documentElement.lang).toBe('en');
    expect(document.title).toBe('Privacy Policy · Rollcall');
  });

  it('remembers the choice: the next visit without a language opens in French, the terms of service too', async () => {
    await open('/privacy-policy');
    fireEvent.click(screen.getByRole('link', { name: 'Français' }));
    expect(localStorage.getItem(LEGAL_LANGUAGE_STORAGE_KEY)).toBe('fr');
    screen.getByRole('heading', { level: 1, name: 'Politique de confidentialité' });
    act(() => {
      cleanupPage();
    });
    mockApi({});
    renderRoute('/terms-of-service', <TermsOfServicePage />, { user: null });
    expect(await screen.findByRole('heading', { level: 2, name: '1. Acceptation des conditions' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('fr');
  });

  it('an explicit address wins over the remembered choice, and an unknown language is none', async () => {
    localStorage.setItem(LEGAL_LANGUAGE_STORAGE_KEY, 'fr');
    openAt('/privacy-policy?lang=en');
    expect(await screen.findByRole('heading', { level: 2, name: 'Consent' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
    act(() => {
      cleanupPage();
    });
    localStorage.setItem(LEGAL_LANGUAGE_STORAGE_KEY, '<script>');
    openAt('/privacy-policy?lang=de');
    expect(await screen.findByRole('heading', { level: 2, name: 'Consent' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
  });
});

describe('the legal texts', () => {
  it.each([
    ['privacy policy', PRIVACY_POLICY],
    ['terms of service', TERMS_OF_SERVICE],
  ])('have the same sections in both languages (%s)', (_name, documents) => {
    expect(documents.fr.sections.map((section) => section.id)).toEqual(documents.en.sections.map((section) => section.id));
  });

  it.each([
    ['privacy policy', PRIVACY_POLICY.fr],
    ['terms of service', TERMS_OF_SERVICE.fr],
  ])('set French punctuation with no-break spaces (%s)', (_name, doc) => {
    expect(allText(doc)).not.toMatch(/ [:;?!»]|« /);
    expect(allText(doc)).toContain('\u00a0:');
  });
});
