import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { LockKeyhole } from 'lucide-react';
import { ERROR_CODES } from '../../../common/error-codes.plain';
import { AUTH_ERROR_CODES, AUTH_TEXTS, PASSWORD_MIN_LENGTH, passwordSchema } from '../../../common/auth';
import { paths } from '../../../common/paths.plain';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { ApiRequestError } from '../../lib/api';
import { usePageTitle } from '../../lib/use-page-title';
import { AuthCard } from '../../components/ui/auth-card';
import { BackToLoginLink } from './auth-card';
import { useRedirectToLoginAfterSuccess } from './use-redirect-to-login';
import { useResetPassword } from './api/reset-password';
import { AUTH_SCREEN_TEXTS } from './auth-screen-texts';
import { SHARED_TEXTS } from '../../components/shared-texts';

/** What a failed reset says: the server's words for a bad token or password, else spec §8's. */
export function resetErrorText(error: Error): string {
  if (
    error instanceof ApiRequestError &&
    (error.code === AUTH_ERROR_CODES.invalidToken || error.code === ERROR_CODES.validation) &&
    error.message
  ) {
    return error.message;
  }
  return AUTH_SCREEN_TEXTS.resetError;
}

/** /reset-password?token=...: set a new password; without a token, goes to /login (spec §2). */
export function ResetPasswordPage() {
  usePageTitle('Reset Password');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  if (!token) return <Navigate to={paths.login} replace />;
  return <ResetPasswordForm token={token} />;
}

function ResetPasswordForm({ token }: { token: string }) {
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string>();
  const [mismatch, setMismatch] = useState(false);
  const newPasswordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  const reset = useResetPassword();
  const succeeded = reset.isSuccess;

  useRedirectToLoginAfterSuccess(succeeded);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (reset.isPending || succeeded) return;
    reset.reset();
    const parsed = passwordSchema.safeParse(newPassword);
    if (!parsed.success) {
      setPasswordError(parsed.error.issues[0]?.message);
      setMismatch(false);
      newPasswordRef.current?.focus();
      return;
    }
    setPasswordError(undefined);
    if (newPassword !== confirmPassword) {
      setMismatch(true);
      confirmRef.current?.focus();
      return;
    }
    setMismatch(false);
    reset.mutate({ token, newPassword });
  }

  const invalidToken = reset.error instanceof ApiRequestError && reset.error.code === AUTH_ERROR_CODES.invalidToken;

  return (
    <AuthCard
      icon={LockKeyhole}
      title="Reset Password"
      subtitle="Choose a new password for your account."
      footer={<BackToLoginLink />}
    >
      {succeeded ? <Alert tone="success" className="mb-4">{AUTH_TEXTS.resetSuccess}</Alert> : null}
      {mismatch ? <Alert className="mb-4">{SHARED_TEXTS.passwordsDoNotMatch}</Alert> : null}
      {reset.error ? (
        <Alert className="mb-4">
          {resetErrorText(reset.error)}
          {invalidToken ? (
            <>
              {' '}
              <Link to={paths.forgotPassword} className="font-semibold underline">
                Request a new link
              </Link>
            </>
          ) : null}
        </Alert>
      ) : null}
      <form noValidate onSubmit={onSubmit} aria-busy={reset.isPending} className="space-y-5">
        <TextField
          inputRef={newPasswordRef}
          label="New password"
          type="password"
          name="newPassword"
          autoComplete="new-password"
          required
          disabled={succeeded}
          value={newPassword}
          error={passwordError}
          hint={`At least ${String(PASSWORD_MIN_LENGTH)} characters.`}
          onChange={(event) => {
            setNewPassword(event.target.value);
          }}
        />
        <TextField
          inputRef={confirmRef}
          label="Confirm new password"
          type="password"
          name="confirmPassword"
          autoComplete="new-password"
          required
          disabled={succeeded}
          value={confirmPassword}
          aria-invalid={mismatch || undefined}
          onChange={(event) => {
            setConfirmPassword(event.target.value);
          }}
        />
        {/* Spec §4: "the submit is disabled after success". */}
        <Button type="submit" className="w-full" disabled={succeeded} pending={reset.isPending}>
          Reset password
        </Button>
      </form>
    </AuthCard>
  );
}
