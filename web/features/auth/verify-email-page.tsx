import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { MailCheck } from 'lucide-react';
import { AUTH_TEXTS } from '../../../common/auth';
import { paths } from '../../../common/paths.plain';
import { Alert } from '../../components/ui/alert';
import { buttonVariants } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { ApiRequestError } from '../../lib/api';
import { usePageTitle } from '../../lib/use-page-title';
import { AuthCard } from '../../components/ui/auth-card';
import { useVerifyEmail } from './api/verify-email';
import { useRedirectToLoginAfterSuccess } from './use-redirect-to-login';
import { AUTH_SCREEN_TEXTS } from './auth-screen-texts';
import { forgetNextAfterVerify, loginPathFor, nextAfterVerify } from './next-path';

/** Spec §8 "Verify": the server refused the link (4xx), or the check itself failed (network, 5xx). */
export function verifyErrorText(error: Error): string {
  const refused = error instanceof ApiRequestError && error.status >= 400 && error.status < 500;
  return refused ? AUTH_TEXTS.verifyFailed : AUTH_SCREEN_TEXTS.verifyError;
}

/** /verify-email?token=...: verifying, success (then /login after 3000 ms), error, invalid (spec §4). */
export function VerifyEmailPage() {
  usePageTitle('Verify Email');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const verify = useVerifyEmail();
  const { mutate } = verify;
  // The link works once: send it once per token, also when StrictMode runs the effect twice.
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    mutate(token);
  }, [token, mutate]);

  const succeeded = verify.isSuccess;
  // Registered from an invitation (issue #22): signing in goes back to it.
  const [next] = useState(nextAfterVerify);
  const loginPath = next ? loginPathFor(new URL(next, window.location.origin)) : paths.login;
  useEffect(() => {
    if (succeeded) forgetNextAfterVerify();
  }, [succeeded]);
  useRedirectToLoginAfterSuccess(succeeded, loginPath);

  const loginLink = (
    <Link to={loginPath} className={`${buttonVariants({ variant: succeeded ? 'primary' : 'secondary' })} mt-6 w-full`}>
      Go to login
    </Link>
  );

  let content;
  if (!token) {
    content = <Alert>{AUTH_SCREEN_TEXTS.verifyNoToken}</Alert>;
  } else if (verify.data) {
    content = <Alert tone="success">{verify.data.message || AUTH_TEXTS.verifySuccess}</Alert>;
  } else if (verify.error) {
    // An expired or used link (issue #18): say how to get a new one. Resending needs the
    // account's password (login-page.tsx), so it starts on the login screen.
    content = (
      <>
        <Alert>{verifyErrorText(verify.error)}</Alert>
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">{AUTH_SCREEN_TEXTS.resendHint}</p>
        <Link to={`${paths.login}?resend=1`} className={`${buttonVariants()} mt-4 w-full`}>
          {AUTH_SCREEN_TEXTS.resendButton}
        </Link>
      </>
    );
  } else {
    content = (
      <div role="status" className="flex items-center justify-center gap-3 py-2 text-sm text-slate-600 dark:text-slate-400">
        <Spinner className="size-5 text-indigo-600 dark:text-indigo-400" />
        <span>{AUTH_SCREEN_TEXTS.verifying}</span>
      </div>
    );
  }

  return (
    <AuthCard icon={MailCheck} title="Verify Email">
      {content}
      {token && !verify.data && !verify.error ? null : loginLink}
    </AuthCard>
  );
}
