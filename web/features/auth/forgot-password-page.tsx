import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { KeyRound } from 'lucide-react';
import { AUTH_TEXTS, requestPasswordResetSchema } from '../../../common/auth';
import { paths } from '../../../common/paths';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { fieldErrors } from '../../lib/field-errors';
import { Spinner } from '../../components/ui/spinner';
import { TextField } from '../../components/ui/text-field';
import { usePageTitle } from '../../lib/use-page-title';
import { AuthCard, authLinkClassName } from './auth-card';
import { useRequestPasswordReset } from './api/request-password-reset';

/** 'Error sending reset email', with the reason when there is one (spec §8 "Reset"). */
export function resetRequestErrorText(error: Error): string {
  return error.message ? `${AUTH_TEXTS.resetRequestError}: ${error.message}` : AUTH_TEXTS.resetRequestError;
}

/** /forgot-password: request a reset link; link back to login (spec §2). */
export function ForgotPasswordPage() {
  usePageTitle('Forgot Password');
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string>();
  const emailRef = useRef<HTMLInputElement>(null);
  const request = useRequestPasswordReset();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (request.isPending) return;
    const parsed = requestPasswordResetSchema.safeParse({ email });
    if (!parsed.success) {
      setEmailError(fieldErrors(parsed.error).email);
      emailRef.current?.focus();
      return;
    }
    setEmailError(undefined);
    request.mutate(parsed.data.email);
  }

  return (
    <AuthCard
      icon={KeyRound}
      title="Forgot Password"
      subtitle="Enter your email and we will send you a link to reset your password."
      footer={
        <Link to={paths.login} className={authLinkClassName}>
          Back to Login
        </Link>
      }
    >
      {request.isSuccess ? <Alert tone="success" className="mb-4">{AUTH_TEXTS.resetRequested}</Alert> : null}
      {request.error ? <Alert className="mb-4">{resetRequestErrorText(request.error)}</Alert> : null}
      <form noValidate onSubmit={onSubmit} aria-busy={request.isPending} className="space-y-5">
        <TextField
          inputRef={emailRef}
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          error={emailError}
          onChange={(event) => {
            setEmail(event.target.value);
          }}
        />
        <Button type="submit" size="lg" className="w-full" disabled={request.isPending}>
          {request.isPending ? <Spinner /> : null}
          Send reset link
        </Button>
      </form>
    </AuthCard>
  );
}
