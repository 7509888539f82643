/** "Response time 24-48 business hours." */
const RESPONSE_TIME = '24-48 business hours';

/**
 * Texts of /contact (spec §2 "Legal and contact pages"; §9 response time). The channels themselves
 * (an e-mail, an X account, the support hours) are the operator's, from the configuration
 * (CONTACT_EMAIL, CONTACT_X, CONTACT_HOURS; issue #38): none is written here.
 */
export const CONTACT_TEXTS = {
  title: 'Contact',
  intro: 'Questions about Rollcall, your lists or your plan? We are here to help.',
  /** With no channel set: nothing of ours stands in for the operator's. */
  noChannels: 'The operator of this Rollcall has not published contact details.',
  emailTitle: 'E-mail',
  email: 'Write to us at',
  supportHoursTitle: 'Support hours',
  socialTitle: 'Updates and support on X',
  social: 'Follow us on X for updates, and send us a message there when you need help.',
  xLink: (handle: string) => `Follow @${handle} on X`,
  responseTimeTitle: 'Response time',
  responseTime: `We typically reply within ${RESPONSE_TIME}.`,
  guidesTitle: 'Looking for an answer right away?',
  guides: 'The blog has guides on lists, shoots and CSV import, and news about every release.',
  guidesLink: 'Read the guides',
  privacy: 'How we handle what you send us is explained in our',
  privacyLink: 'Privacy Policy',
  chatHint: 'Prefer to chat? Use the chat button at the bottom of this page.',
  failed: (reason: string) => `Failed to load the contact details: ${reason}`,
} as const;
