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

function widgetScripts(): HTMLScriptElement[] {
  return [...document.querySelectorAll<HTMLScriptElement>(`script[${CHAT_WIDGET_ATTRIBUTE}]`)];
}

describe('contact page', () => {
  it('gives the support hours, the X account and the usual response time', () => {
    mockApi({ 'GET /api/site-config': ok({ chatWidgetSrc: null }) });
    openContact();
    expect(screen.getByRole('heading', { level: 1, name: 'Contact' })).toBeTruthy();
    expect(screen.getByText('Monday to Friday 9:00 AM to 5:00 PM')).toBeTruthy();
    expect(screen.getByRole('link', { name: /@rollcallapp/ }).getAttribute('href')).toBe('https://x.com/rollcallapp');
    expect(screen.getByText('We typically reply within 24-48 business hours.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Read the guides' }).getAttribute('href')).toBe('/blog');
    expect(document.title).toBe('Contact · Rollcall');
  });

  it('loads no chat script when none is configured', async () => {
    const { calls } = mockApi({ 'GET /api/site-config': ok({ chatWidgetSrc: null }) });
    openContact();
    await waitFor(() => {
      expect(calls('GET /api/site-config')).toHaveLength(1);
    });
    expect(widgetScripts()).toEqual([]);
    expect(screen.queryByText(/chat button/)).toBeNull();
  });

  it('loads the chat widget while /contact is open and removes it, and what it added, on leaving', async () => {
    mockApi({ 'GET /api/site-config': ok({ chatWidgetSrc: WIDGET }) });
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
