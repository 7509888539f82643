import { z } from 'zod';
import { sessionUserSchema } from './session';
import { inviteTokenSchema, workspaceSummarySchema } from './teams';

/**
 * Accounts: the request schemas shared by the login/registration, reset and verify screens and
 * the server, and the user-facing texts of spec §2/§8 (exact wording; tests import them).
 */

export const AUTH_TEXTS = {
  invalidCredentials: 'Invalid credentials',
  verifyBeforeLogin: 'Please verify your email before logging in.',
  resendSuccess: 'Verification email has been resent. Please check your inbox.',
  sendVerificationFailed: 'Failed to send verification email',
  registrationSuccess: 'Registration successful! Please check your email to verify your account.',
  registrationClosed: 'Registration is currently closed.',
  accountBlocked: 'This account has been blocked. Please contact support.',
  resetSuccess: 'Password reset successful. Redirecting to login...',
  resetRequested: 'Check your email for password reset instructions',
  invalidResetToken: 'This reset link is invalid or has expired. Please request a new one.',
  verifyFailed: 'Verification failed. Please try again.',
  verifySuccess: 'Email verified successfully!',
  alreadyVerified: 'Your email is already verified. You can log in.',

} as const;

/** Error codes the auth screens branch on. */
export const AUTH_ERROR_CODES = {
  invalidCredentials: 'INVALID_CREDENTIALS',
  emailNotVerified: 'EMAIL_NOT_VERIFIED',
  accountBlocked: 'ACCOUNT_BLOCKED',
  registrationClosed: 'REGISTRATION_CLOSED',
  usernameTaken: 'USERNAME_TAKEN',
  invalidToken: 'INVALID_TOKEN',
  crossSite: 'CROSS_SITE_REQUEST',
  mailFailed: 'MAIL_FAILED',
} as const;

/** bcrypt reads at most 72 bytes of a password; longer ones would be silently cut. */
const PASSWORD_MAX_BYTES = 72;
export const PASSWORD_MIN_LENGTH = 8;

export const passwordSchema = z
  .string({ message: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .refine(
    (value) => new TextEncoder().encode(value).length <= PASSWORD_MAX_BYTES,
    `Password must be at most ${PASSWORD_MAX_BYTES} bytes (the limit of bcrypt; accented letters and emoji take more than one byte)`,
  );

export const emailSchema = z
  .string({ message: 'Email is required' })
  .trim()
  .toLowerCase()
  .max(254, 'Email is too long')
  .pipe(z.email('Enter a valid email address'));

/** Usernames: what registration derives from the e-mail's local part, or what the person chose. */
export const usernameSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_.-]{2,30}$/, 'Username must be 2 to 30 letters, digits, dots, dashes or underscores');

export const registerRequestSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  username: usernameSchema.optional(),
  /**
   * Registering from an invitation (issue #38): its link's secret. When it is open and was sent to
   * this very address, the link has proved the address: the account starts verified, joins the
   * team and is signed in. Otherwise registration goes on as without it (a verification mail).
   */
  inviteToken: inviteTokenSchema.shape.token.optional(),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** Login checks credentials only: no password rules here (old accounts may predate them). */
export const loginRequestSchema = z.object({
  email: emailSchema,
  password: z.string({ message: 'Password is required' }).min(1, 'Password is required').max(1024),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;
export const loginResponseSchema = z.object({ user: sessionUserSchema });

/** The unverified person proves who they are with the credentials they just typed. */
export const resendVerificationRequestSchema = loginRequestSchema;

/** The one-time token of an e-mailed link (verify an address, reset a password): not a session's nor an API token. */
const emailLinkTokenSchema = z.string().min(1).max(200);
export const emailLinkRequestSchema = z.object({ token: emailLinkTokenSchema });
export const resetPasswordRequestSchema = z.object({ token: emailLinkTokenSchema, newPassword: passwordSchema });
export const requestPasswordResetSchema = z.object({ email: emailSchema });

/** The shape of the success answers of spec §7 ("success, message"). */
export const successResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type SuccessResponse = z.infer<typeof successResponseSchema>;

/**
 * Registration's answer: `joined` only when an invitation to this address was accepted (issue #38):
 * the team now current, and who is signed in (the session cookie is set).
 */
export const registerResponseSchema = successResponseSchema.extend({
  joined: z.object({ workspace: workspaceSummarySchema, user: sessionUserSchema }).optional(),
});
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

export const registrationStatusSchema = z.object({ open: z.boolean() });
