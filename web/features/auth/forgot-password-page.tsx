import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { KeyRound } from 'lucide-react';
import { AUTH_TEXTS, requestPasswordResetSchema } from '../../../common/auth';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { fieldErrors } from '../../lib/field-errors';
import { usePageTitle } from '../../lib/use-page-title';
import { AuthCard } from '../../components/ui/auth-card';
import { BackToLoginLink, EmailField } from './auth-card';
import { useRequestPasswordReset } from './api/request-password-reset';
import { AUTH_SCREEN_TEXTS } from './auth-screen-texts';

/** 'Error sending reset email', with the reason when there is one (spec §8 "Reset"). */
export function resetRequestErrorText(error: Error): string {
  return error.message ? `${AUTH_SCREEN_TEXTS.resetRequestError}: ${error.message}` : AUTH_SCREEN_TEXTS.resetRequestError;
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
      footer={<BackToLoginLink />}
    >
      {request.isSuccess ? <Alert tone="success" className="mb-4">{AUTH_TEXTS.resetRequested}</Alert> : null}
      {request.error ? <Alert className="mb-4">{resetRequestErrorText(request.error)}</Alert> : null}
      <form noValidate onSubmit={onSubmit} aria-busy={request.isPending} className="space-y-5">
        <EmailField inputRef={emailRef} value={email} error={emailError} onChange={setEmail} />
        <Button type="submit" className="w-full" pending={request.isPending}>
          Send reset link
        </Button>
      </form>
    </AuthCard>
  );
}
