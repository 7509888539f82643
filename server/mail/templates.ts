import type { MailMessage } from './mailer';

/** The e-mails Rollcall sends. Plain text and HTML, links built from APP_URL. */

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function message(to: string, subject: string, intro: string, action: string, link: string, outro: string): MailMessage {
  const text = `${intro}\n\n${action}: ${link}\n\n${outro}\n\n— Rollcall\n`;
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a;line-height:1.5">
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#4f46e5;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">${escapeHtml(action)}</a></p>
<p style="font-size:13px;color:#475569">Or paste this link into your browser: ${escapeHtml(link)}</p>
<p style="font-size:13px;color:#475569">${escapeHtml(outro)}</p>
<p>— Rollcall</p></body></html>`;
  return { to, subject, text, html, link };
}

export function verificationMail(appUrl: URL, to: string, token: string): MailMessage {
  const link = new URL(`/verify-email?token=${encodeURIComponent(token)}`, appUrl).toString();
  return message(
    to,
    'Verify your email for Rollcall',
    'Welcome to Rollcall! Please confirm that this is your email address.',
    'Verify email',
    link,
    'The link is valid for 24 hours. If you did not create an account, you can ignore this email.',
  );
}

export function passwordResetMail(appUrl: URL, to: string, token: string): MailMessage {
  const link = new URL(`/reset-password?token=${encodeURIComponent(token)}`, appUrl).toString();
  return message(
    to,
    'Reset your Rollcall password',
    'Someone (hopefully you) asked to reset the password of your Rollcall account.',
    'Choose a new password',
    link,
    'The link is valid for 1 hour and works once. If you did not ask for it, you can ignore this email: your password stays as it is.',
  );
}

export function emailChangeMail(appUrl: URL, to: string, token: string): MailMessage {
  const link = new URL(`/verify-email?token=${encodeURIComponent(token)}`, appUrl).toString();
  return message(
    to,
    'Confirm your new email for Rollcall',
    'Please confirm that this address should become the email of your Rollcall account.',
    'Confirm new email',
    link,
    'The link is valid for 24 hours. If you did not ask for this change, you can ignore this email.',
  );
}

/** Sent instead of a second account: the form answers the same, so it reveals no account. */
export function alreadyRegisteredMail(appUrl: URL, to: string): MailMessage {
  const link = new URL('/forgot-password', appUrl).toString();
  return message(
    to,
    'You already have a Rollcall account',
    'Someone tried to register a Rollcall account with this email address, which already has one.',
    'Forgot your password?',
    link,
    'If that was you, sign in or reset your password. If not, you can ignore this email.',
  );
}
