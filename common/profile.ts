import { z } from 'zod';
import { emailSchema, passwordSchema } from './auth';
import { normalizeXHandle } from './x-handle.plain';

/** Profile (spec §2 "Profile", §3 profiles, §4 presence defaults). */

export const PRESENCES = ['online', 'offline', 'busy'] as const;
const presenceSchema = z.enum(PRESENCES);

export const PROFILE_TEXTS = {
  userNotFound: 'User not found',
  wrongCurrentPassword: 'Your current password is not correct.',
  emailChangeSent: (email: string) =>
    `We sent a confirmation link to ${email}. Your email changes once you open it.`,
  passwordChanged: 'Password changed. Your other sessions have been signed out.',
} as const;

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .transform((value) => (value === '' ? null : value))
    .nullable();

/** The details as stored and shown. */
export const profileDetailsSchema = z.object({
  nickname: z.string().nullable(),
  country: z.string().nullable(),
  language: z.string().nullable(),
  presence: presenceSchema,
  chatAvailable: z.boolean(),
  xVerified: z.boolean(),
});
export type ProfileDetails = z.infer<typeof profileDetailsSchema>;

/** The details form: texts trimmed, empty saves as null. */
export const updateProfileDetailsSchema = z.object({
  nickname: optionalText(50, 'Nickname'),
  country: optionalText(60, 'Country'),
  language: optionalText(40, 'Language'),
  presence: presenceSchema,
  chatAvailable: z.boolean(),
  xVerified: z.boolean(),
});

/** "The external account is trimmed, and empty saves as null." Any shape of handle is accepted. */
export const updateXAccountSchema = z.object({
  xAccount: z
    .string()
    .max(200)
    .transform((value, ctx) => {
      if (value.trim() === '') return null;
      const handle = normalizeXHandle(value);
      if (!handle) {
        ctx.addIssue({ code: 'custom', message: 'Enter an X handle like @name or a profile link like x.com/name' });
        return z.NEVER;
      }
      return handle;
    }),
});

export const changeEmailSchema = z.object({ email: emailSchema, currentPassword: z.string().min(1, 'Current password is required') });
export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, 'Current password is required'),
  newPassword: passwordSchema,
});

export const profileResponseSchema = z.object({
  username: z.string(),
  email: z.string(),
  isVerified: z.boolean(),
  /** "x_accounts (array, first item used)". */
  xAccount: z.string().nullable(),
  /** A new address waiting for its confirmation link, if any. */
  pendingEmail: z.string().nullable(),
  details: profileDetailsSchema,
  /** Other live sessions of this user (for "Sign out of other sessions"). */
  otherSessions: z.number().int(),
});
export type ProfileResponse = z.infer<typeof profileResponseSchema>;
