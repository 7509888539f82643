import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SETUP_ERROR_CODES, SETUP_TEXTS } from '../../../common/admin';
import { paths } from '../../../common/paths.plain';
import { renderRoute } from '../../test/render-route';
import { apiError, mockApi, ok } from '../../test/mock-api';
import { SETUP_PAGE_TEXTS as T } from './admin-screen-texts';
import { SetupPage } from './setup-page';

// Issue #38: /setup?token=…, the first admin from the link the server printed.

const TOKEN = 'T'.repeat(43);
const fill = (email: string) => {
  fireEvent.change(screen.getByRole('textbox', { name: T.email }), { target: { value: email } });
  fireEvent.change(screen.getByRole('textbox', { name: T.username }), { target: { value: 'operator' } });
  fireEvent.change(screen.getByLabelText(T.password), { target: { value: 'a long operator password' } });
  fireEvent.click(screen.getByRole('button', { name: T.submit }));
};

describe('the setup page', () => {
  it('creates the admin with the link’s token, after saying what is wrong beside the field', async () => {
    const api = mockApi({ 'GET /api/setup': ok({ open: true }), 'POST /api/setup': ok({ user: { id: 1, username: 'operator', email: 'op@example.com', role: 'admin', subscriptionType: null, hasActiveLTDPlan: false } }) });
    renderRoute(`${paths.setup}?token=${TOKEN}`, <SetupPage />, { user: null });
    await screen.findByRole('button', { name: T.submit });
    fill('not an e-mail');
    expect(await screen.findByText('Enter a valid email address')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: T.email }));
    expect(api.calls('POST /api/setup')).toHaveLength(0);
    fill('op@example.com');
    expect(await screen.findByText(T.created('operator'))).toBeTruthy();
    expect(api.calls('POST /api/setup')[0]?.body).toEqual({ token: TOKEN, email: 'op@example.com', username: 'operator', password: 'a long operator password' });
  });

  it('says so when an admin exists, or the link is not the printed one, and offers to sign in', async () => {
    mockApi({ 'GET /api/setup': ok({ open: false }) });
    renderRoute(`${paths.setup}?token=${TOKEN}`, <SetupPage />, { user: null });
    expect(await screen.findByText(T.closed)).toBeTruthy();
    expect(screen.getByRole('link', { name: T.signIn }).getAttribute('href')).toBe(paths.login);
    expect(screen.queryByRole('button', { name: T.submit })).toBeNull();
  });

  it('shows the server’s refusal of a stale link', async () => {
    mockApi({ 'GET /api/setup': ok({ open: true }), 'POST /api/setup': apiError(403, SETUP_ERROR_CODES.linkInvalid, SETUP_TEXTS.linkInvalid) });
    renderRoute(`${paths.setup}?token=${TOKEN}`, <SetupPage />, { user: null });
    await screen.findByRole('button', { name: T.submit });
    fill('op@example.com');
    expect(await screen.findByText(SETUP_TEXTS.linkInvalid)).toBeTruthy();
  });

  it('without a token, says where the link comes from', async () => {
    mockApi({ 'GET /api/setup': ok({ open: true }) });
    renderRoute(paths.setup, <SetupPage />, { user: null });
    expect(await screen.findByText(T.noToken)).toBeTruthy();
  });
});
