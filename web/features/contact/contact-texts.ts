/** "Support hours Monday to Friday 9:00 AM to 5:00 PM." */
const SUPPORT_HOURS = 'Monday to Friday 9:00 AM to 5:00 PM';
/** "Response time 24-48 business hours." */
const RESPONSE_TIME = '24-48 business hours';

/** Texts of /contact (spec §2 "Legal and contact pages"; §9 support hours and response time). */
export const CONTACT_TEXTS = {
  title: 'Contact',
  intro: 'Questions about Rollcall, your lists or your plan? We are here to help.',
  supportHoursTitle: 'Support hours',
  supportHours: SUPPORT_HOURS,
  socialTitle: 'Updates and support on X',
  social: 'Follow Rollcall on X for product updates, and send us a message there when you need help.',
  xUrl: 'https://x.com/rollcallapp',
  xLink: 'Follow @rollcallapp on X',
  responseTimeTitle: 'Response time',
  responseTime: `We typically reply within ${RESPONSE_TIME}.`,
  guidesTitle: 'Looking for an answer right away?',
  guides: 'The blog has guides on lists, shoots and CSV import, and news about every release.',
  guidesLink: 'Read the guides',
  privacy: 'How we handle what you send us is explained in our',
  privacyLink: 'Privacy Policy',
  chatHint: 'Prefer to chat? Use the chat button at the bottom of this page.',
} as const;
