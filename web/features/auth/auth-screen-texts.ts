/** Texts of this feature's screens (the server never sends them). */
export const AUTH_SCREEN_TEXTS = {
  resendButton: 'Resend verification email',
  resendBusy: 'Sending...',
  resendFailedDefault: 'Failed to resend verification email',
  resendFailed: (reason: string) => `Failed to resend verification email: ${reason}`,
  loginFailed: (reason: string) => `Login failed: ${reason}`,
  registrationFailed: (reason: string) => `Registration failed: ${reason}`,
  signIn: 'Sign In',
  register: 'Register',
  needAccount: 'Need an account? Register',
  haveAccount: 'Already have an account? Login',
  forgotPassword: 'Forgot your password?',
  registrationClosedLink: 'Registration Closed',
  resetError: 'Error resetting password',
  resetRequestError: 'Error sending reset email',
  // Verify (spec §8 "Verify")
  verifyNoToken: 'Invalid verification link. No token provided.',
  verifyError: 'An error occurred during verification. Please try again.',
  resendHint: 'Links last 24 hours and work once. Sign in with your email and password to get a new one.',
  verifying: 'Verifying your email...',
  // Registering from an invitation (issue #38).
  invitedEmailHint: 'The invitation was sent to this address: registering with it needs no verification mail.',
  useAnotherEmail: 'Use another email',
} as const;
