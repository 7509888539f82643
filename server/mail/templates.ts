import { winnersPostMessage } from '../../common/giveaways';
import { paths } from '../../common/paths.plain';
import { escapeMarkup } from '../../common/text.plain';
import type { MailMessage } from './mailer';

/** The e-mails Rollcall sends. Plain text and HTML, links built from APP_URL. */

const escapeHtml = escapeMarkup;

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

type Mail = { subject: string; intro: string; action: string; outro: string };

/** Builds the message whose button leads to `path` on APP_URL, with the token when there is one. */
function linkMail(mail: Mail, appUrl: URL, to: string, path: string, token?: string): MailMessage {
  const link = new URL(token === undefined ? path : `${path}?token=${encodeURIComponent(token)}`, appUrl).toString();
  return message(to, mail.subject, mail.intro, mail.action, link, mail.outro);
}

const MAILS = {
  verification: {
    subject: 'Verify your email for Rollcall',
    intro: 'Welcome to Rollcall! Please confirm that this is your email address.',
    action: 'Verify email',
    outro: 'The link is valid for 24 hours. If you did not create an account, you can ignore this email.',
  },
  passwordReset: {
    subject: 'Reset your Rollcall password',
    intro: 'Someone (hopefully you) asked to reset the password of your Rollcall account.',
    action: 'Choose a new password',
    outro: 'The link is valid for 1 hour and works once. If you did not ask for it, you can ignore this email: your password stays as it is.',
  },
  emailChange: {
    subject: 'Confirm your new email for Rollcall',
    intro: 'Please confirm that this address should become the email of your Rollcall account.',
    action: 'Confirm new email',
    outro: 'The link is valid for 24 hours. If you did not ask for this change, you can ignore this email.',
  },
  alreadyRegistered: {
    subject: 'You already have a Rollcall account',
    intro: 'Someone tried to register a Rollcall account with this email address, which already has one.',
    action: 'Forgot your password?',
    outro: 'If that was you, sign in or reset your password. If not, you can ignore this email.',
  },
} satisfies Record<string, Mail>;

export function verificationMail(appUrl: URL, to: string, token: string): MailMessage {
  return linkMail(MAILS.verification, appUrl, to, '/verify-email', token);
}

export function passwordResetMail(appUrl: URL, to: string, token: string): MailMessage {
  return linkMail(MAILS.passwordReset, appUrl, to, '/reset-password', token);
}

export function emailChangeMail(appUrl: URL, to: string, token: string): MailMessage {
  return linkMail(MAILS.emailChange, appUrl, to, '/verify-email', token);
}

/** Sent instead of a second account: the form answers the same, so it reveals no account. */
export function alreadyRegisteredMail(appUrl: URL, to: string): MailMessage {
  return linkMail(MAILS.alreadyRegistered, appUrl, to, '/forgot-password');
}

/** An invitation to a team (issue #22): the link carries the single-use token, valid 7 days. */
export function teamInviteMail(appUrl: URL, to: string, token: string, invite: { team: string; inviter: string; role: string }): MailMessage {
  const mail: Mail = {
    subject: `You are invited to ${invite.team} on Rollcall`,
    intro: `${invite.inviter} invites you to join the team ${invite.team} on Rollcall as ${invite.role}, to share its lists of community members.`,
    action: 'Open the invitation',
    outro: 'The link is valid for 7 days and works once. If you do not have an account yet, create one with this email first. If you did not expect this, you can ignore this email.',
  };
  return linkMail(mail, appUrl, to, '/invite', token);
}

/**
 * To the host when their giveaway is drawn (issue #36): the winners, the certificate's link, and a
 * post ready to copy that names the winners and carries the link (the proof anyone can check).
 */
export async function giveawayDrawnMail(appUrl: URL, to: string, giveaway: { title: string; winners: string[]; drawId: string }): Promise<MailMessage> {
  // The composer's rules load with this mail, not at start: twitter-text is 10 MiB and 70 ms (decision 040).
  const { composePosts } = await import('../../common/compose.plain');
  const link = new URL(paths.draw(giveaway.drawId), appUrl).toString();
  const winners = giveaway.winners.map((handle) => `@${handle}`).join(' ');
  // The post as the composer makes it: counted as X counts, in as many parts as the winners need.
  const composed = composePosts({ message: winnersPostMessage(giveaway.title), usernames: giveaway.winners, link, numbered: true });
  const posts = composed.ok ? composed.posts.map((post) => post.text) : [`${winners} ${link}`];
  const ready = posts.length === 1 ? `A post ready to copy: “${posts[0]!}”.` : `A post ready to copy, in ${String(posts.length)} parts: ${posts.map((post) => `“${post}”`).join(' then ')}.`;
  const mail: Mail = {
    subject: `Your giveaway “${giveaway.title}” is drawn`,
    intro: `Entries for “${giveaway.title}” have closed and Rollcall drew the ${giveaway.winners.length === 1 ? 'winner' : 'winners'}: ${winners}.`,
    action: 'Open the certificate',
    outro: `${ready} The certificate lets anyone check the draw; on /giveaways, "Write the winners' post" opens it in the composer.`,
  };
  return message(to, mail.subject, mail.intro, mail.action, link, mail.outro);
}

/** To each admin when someone asks for a plan on /pricing (issue #38): the dashboard lists it with 'Give plan'. */
export function planRequestMail(appUrl: URL, to: string, request: { username: string; email: string; plan: string }): MailMessage {
  const mail: Mail = {
    subject: `${request.username} asks for the plan ${request.plan}`,
    intro: `${request.username} (${request.email}) asks for the plan ${request.plan} on Rollcall's pricing page.`,
    action: 'Open the dashboard',
    outro: "The dashboard's Plan requests list it with 'Give plan' and 'Dismiss'. You get this mail because you are an admin of this Rollcall.",
  };
  return linkMail(mail, appUrl, to, paths.dashboard);
}
