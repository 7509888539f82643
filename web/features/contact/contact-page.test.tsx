import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/render-route';
import { mockApi, ok } from '../../test/mock-api';
import { CHAT_WIDGET_ATTRIBUTE } from './use-chat-widget';
import { HomePage } from '../../app/pages/home-page';
import { ContactPage } from './contact-page';

/** /contact, and the home page a test leaves it for. */
function openContact() {
  return renderRoute('/contact', <ContactPage />, { user: null, routes: [{ path: '/', element: <HomePage /> }] });
}

const WIDGET = 'https://chat.example.com/widget.js';
const CONTACT = { email: 'help@example.org', xHandle: 'acme_help', hours: 'Lundi au vendredi, 9 h – 17 h' };
const NONE = { email: null, xHandle: null, hours: null };
const NO_CHANNELS = 'The operator of this Rollcall has not published contact details.';

function widgetScripts(): HTMLScriptElement[] {
  return [...document.querySelectorAll<HTMLScriptElement>(`script[${CHAT_WIDGET_ATTRIBUTE}]`)];
}

describe('contact page', () => {
  it("gives the operator's e-mail, X account and support hours, and the usual response time", async () => {
    mockApi({ 'GET /api/site-config': ok({ chatWidgetSrc: null, contact: CONTACT }) });
    openContact();
    expect(screen.getByRole('heading', { level: 1, name: 'Contact' })).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'help@example.org' })).getAttribute('href')).toBe('mailto:help@example.org');
    const x = screen.getByRole('link', { name: 'Follow @acme_help on X' });
    expect(x.getAttribute('href')).toBe('https://x.com/acme_help');
    expect(x.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('heading', { level: 2, name: 'Support hours' })).toBeTruthy();
    expect(screen.getByText('Lundi au vendredi, 9 h – 17 h')).toBeTruthy();
    expect(screen.getByText('We typically reply within 24-48 business hours.')).toBeTruthy();
    expect(screen.queryByText(NO_CHANNELS)).toBeNull();
    expect(screen.getByRole('link', { name: 'Read the guides' }).getAttribute('href')).toBe('/blog');
    expect(document.title).toBe('Contact · Rollcall');
  });

  it('shows only the channels that are set: the hours alone promise no reply time', async () => {
    mockApi({ 'GET /api/site-config': ok({ chatWidgetSrc: null, contact: { email: null, xHandle: null, hours: 'Weekdays 9:00 to 17:00 UTC' } }) });
    openContact();
    await screen.findByText('Weekdays 9:00 to 17:00 UTC');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Support hours', 'Looking for an answer right away?']);
    expect(screen.queryByText(/typically reply/)).toBeNull();
    expect(document.querySelector('a[href^="mailto:"], a[href*="x.com"]')).toBeNull();
  });

  it('with no channel set, says the operator published none and shows nothing of ours', async () => {
    mockApi({ 'GET /api/site-config': ok({ chatWidgetSrc: null, contact: { email: null, xHandle: null, hours: null } }) });
    openContact();
    await screen.findByText(NO_CHANNELS);
    expect(document.querySelector('a[href^="mailto:"], a[href*="x.com"]')).toBeNull();
    expect(screen.queryByText(/rollcallapp|Monday to Friday|typically reply|Support hours/)).toBeNull();
    // What remains: the guides and the privacy policy.
    expect(screen.getByRole('link', { name: 'Read the guides' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy-policy');
  });

  it('says so, with Try again, when the contact details cannot be read', async () => {
    mockApi({ 'GET /api/site-config': { status: 503, body: { error: { code: 'UNAVAILABLE', message: 'Service unavailable' } } } });
    openContact();
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Failed to load the contact details: /);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('loads no chat script when none is configured', async () => {
    const { calls } = mockApi({ 'GET /api/site-config': ok({ chatWidgetSrc: null, contact: NONE }) });
    openContact();
    await waitFor(() => {
      expect(calls('GET /api/site-config')).toHaveLength(1);
    });
    expect(widgetScripts()).toEqual([]);
    expect(screen.queryByText(/chat button/)).toBeNull();
  });

  it('loads the chat widget while /contact is open and removes it, and what it added, on leaving', async () => {
    mockApi({ 'GET /api/site-config': ok({ chatWidgetSrc: WIDGET, contact: NONE }) });
    const { router } = openContact();
    await waitFor(() => {
      expect(widgetScripts()).toHaveLength(1);
    });
    const [script] = widgetScripts();
    expect(script!.src).toBe(WIDGET);
    expect(script!.async).toBe(true);
    expect(script!.parentElement).toBe(document.body);
    expect(screen.getByText('Prefer to chat? Use the chat button at the bottom of this page.')).toBeTruthy();

    // What the widget's script would do once it runs: a launcher in the body, its styles in the head.
    const launcher = document.createElement('div');
    launcher.id = 'chat-launcher';
    document.body.appendChild(launcher);
    const style = document.createElement('style');
    style.textContent = '#chat-launcher { position: fixed }';
    document.head.appendChild(style);

    await act(() => router.navigate('/'));
    expect(widgetScripts()).toEqual([]);
    expect(launcher.isConnected).toBe(false);
    expect(style.isConnected).toBe(false);
    // The app itself is still there.
    expect(screen.getByRole('link', { name: 'Get Started' })).toBeTruthy();
  });
});
