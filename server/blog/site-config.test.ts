import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/support/app';
import { testConfig } from '../../test/support/config';

// Issue #38: /contact shows the operator's own channels, from the configuration. The browser is
// told these and the chat widget's address, and nothing else of the configuration.

describe('GET /api/site-config with the contact channels set', () => {
  const t = useTestApp({
    config: testConfig({
      CONTACT_EMAIL: 'Help@Example.com',
      CONTACT_X: '@rollcall_help',
      CONTACT_HOURS: 'Monday to Friday, 9:00 to 17:00 CET',
      CHAT_WIDGET_SRC: 'https://chat.example.com/widget.js',
      STRIPE_SECRET_KEY: 'sk_test_secretvalue',
      STRIPE_WEBHOOK_SECRET: 'whsec_secretvalue',
      SMTP_URL: 'smtp://user:smtp-password@mail.example.com:587',
    }),
  });

  it('gives a visitor exactly the channels and the chat widget, no secret', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/site-config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      chatWidgetSrc: 'https://chat.example.com/widget.js',
      contact: { email: 'help@example.com', xHandle: 'rollcall_help', hours: 'Monday to Friday, 9:00 to 17:00 CET' },
    });
    expect(response.body).not.toMatch(/secretvalue|smtp-password|sk_test|whsec/);
  });
});

describe('GET /api/site-config without them', () => {
  const t = useTestApp();

  it('says each channel is unset (null), so the page shows none', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/site-config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ chatWidgetSrc: null, contact: { email: null, xHandle: null, hours: null } });
  });
});
