import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Eye, EyeOff, LogIn, UserPlus } from 'lucide-react';
import {
  AUTH_ERROR_CODES,
  AUTH_TEXTS,
  PASSWORD_MIN_LENGTH,
  loginRequestSchema,
  registerRequestSchema,
} from '../../../common/auth';
import { ERROR_CODES } from '../../../common/error-codes.plain';
import { paths } from '../../../common/paths.plain';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { errorReason, fieldErrors } from '../../lib/field-errors';
import { TextField } from '../../components/ui/text-field';
import { ApiRequestError } from '../../lib/api';
import { usePageTitle } from '../../lib/use-page-title';
import { AuthCard } from '../../components/ui/auth-card';
import { EmailField, authLinkClassName } from './auth-card';
import { useLogin } from './api/login';
import { useRegister } from './api/register';
import { useRegistrationOpen } from '../../api/registration';
import { useResendVerification } from './api/resend-verification';
import { AUTH_SCREEN_TEXTS } from './auth-screen-texts';
import { NEXT_PARAM, rememberNextAfterVerify } from './next-path';
import { inviteTokenOf } from './invite-token';
import { inviteKey, useInvite } from '../../api/invites';
import { sessionQueryKey } from '../../api/session';
import { afterWorkspaceChange } from '../../api/workspaces';
import { toast } from '../../components/ui/toaster';
import { TEAM_TEXTS } from '../../../common/teams-texts.plain';
import type { SessionResponse } from '../../../common/session';

export type LoginMode = 'login' | 'register';

type Fields = { email?: string; password?: string };

/** What the login screen says about a failed login (spec §5, §8). */
export function loginErrorText(error: Error): string {
  if (error instanceof ApiRequestError) {
    if (error.code === AUTH_ERROR_CODES.invalidCredentials) return AUTH_TEXTS.invalidCredentials;
    if (error.code === AUTH_ERROR_CODES.emailNotVerified) return AUTH_TEXTS.verifyBeforeLogin;
    // The server words these for people already ("blocked, contact support", "try again in …").
    if (error.code === AUTH_ERROR_CODES.accountBlocked || error.code === ERROR_CODES.tooManyRequests || error.status === 429) {
      return error.message;
    }
  }
  return AUTH_SCREEN_TEXTS.loginFailed(errorReason(error));
}

function isUnverified(error: Error | null): boolean {
  return error instanceof ApiRequestError && error.code === AUTH_ERROR_CODES.emailNotVerified;
}

function isRegistrationClosed(error: Error | null): boolean {
  return error instanceof ApiRequestError && error.code === AUTH_ERROR_CODES.registrationClosed;
}

/**
 * /login: login and registration on one form (spec §2 "Login / registration screen", §4, §5).
 * Registration returns to login mode on success, keeping the email.
 */
export function LoginPage() {
  const [search] = useSearchParams();
  // '?mode=register': the invitation page's 'Create an account' opens the register form.
  const [mode, setMode] = useState<LoginMode>(() => (search.get('mode') === 'register' ? 'register' : 'login'));
  // Registering or signing in from an invitation (issue #38): `next` is its page; its address prefills the form.
  const inviteToken = inviteTokenOf(search.get(NEXT_PARAM));
  const invite = useInvite(inviteToken).data;
  const [typedEmail, setTypedEmail] = useState<string | null>(null);
  const email = typedEmail ?? invite?.email ?? '';
  const setEmail = setTypedEmail;
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [errors, setErrors] = useState<Fields>({});
  const [registered, setRegistered] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const askedToResend = search.get('resend') === '1';
  const registrationOpen = useRegistrationOpen();
  const loginMutation = useLogin();
  const registerMutation = useRegister();
  const resend = useResendVerification();

  const isLogin = mode === 'login';
  // Registering, the invited address stays as sent (the link proves it) until the person asks for another.
  const invitedEmailLocked = !isLogin && invite !== undefined && typedEmail === null;
  usePageTitle(isLogin ? 'Login' : 'Register');
  const busy = loginMutation.isPending || registerMutation.isPending;

  function resetMessages() {
    setErrors({});
    setRegistered(false);
    loginMutation.reset();
    registerMutation.reset();
    resend.reset();
  }

  function switchMode() {
    resetMessages();
    setMode(isLogin ? 'register' : 'login');
  }

  function showFieldErrors(found: Fields) {
    setErrors(found);
    (found.email ? emailRef : passwordRef).current?.focus();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    resetMessages();

    if (isLogin) {
      const parsed = loginRequestSchema.safeParse({ email, password });
      if (!parsed.success) {
        showFieldErrors(fieldErrors(parsed.error));
        return;
      }
      loginMutation.mutate(parsed.data);
      return;
    }

    const parsed = registerRequestSchema.safeParse({ email, password, ...(inviteToken ? { inviteToken } : {}) });
    if (!parsed.success) {
      showFieldErrors(fieldErrors(parsed.error));
      return;
    }
    registerMutation.mutate(parsed.data, {
      onSuccess: ({ joined, message }) => {
        if (joined) {
          // The invitation proved the address: signed in, in the team's workspace (issue #38).
          queryClient.setQueryData<SessionResponse>(sessionQueryKey, { user: joined.user });
          toast.success(message);
          void navigate(paths.lists, { replace: true });
          // Not the link's own query: spent, it would answer 404 while the page goes.
          void afterWorkspaceChange(queryClient, { keep: inviteKey });
          return;
        }
        // Where the visitor was going (an invitation) waits for the verification link's tab.
        rememberNextAfterVerify(search.get(NEXT_PARAM));
        // Spec §4: "After a successful registration it returns to login mode."
        registerMutation.reset();
        setMode('login');
        setPassword('');
        setShowPassword(false);
        setRegistered(true);
      },
      onError: (error) => {
        if (isRegistrationClosed(error)) void navigate(paths.registrationClosed);
      },
    });
  }

  function onResend() {
    resend.mutate({ email: email.trim(), password });
  }

  const loginError = loginMutation.error;
  const registerError = isRegistrationClosed(registerMutation.error) ? null : registerMutation.error;
  const unverified = isUnverified(loginError);

  return (
    <AuthCard
      icon={isLogin ? LogIn : UserPlus}
      title={isLogin ? 'Login' : 'Register'}
      subtitle={isLogin ? 'Sign in to Rollcall' : 'Create your account'}
      footer={
        <>
          {isLogin && !registrationOpen ? null : (
            <button type="button" onClick={switchMode} className={authLinkClassName}>
              {isLogin ? AUTH_SCREEN_TEXTS.needAccount : AUTH_SCREEN_TEXTS.haveAccount}
            </button>
          )}
          {isLogin ? (
            <Link to={paths.forgotPassword} className={authLinkClassName}>
              {AUTH_SCREEN_TEXTS.forgotPassword}
            </Link>
          ) : null}
          {registrationOpen ? null : (
            <Link to={paths.registrationClosed} className={authLinkClassName}>
              {AUTH_SCREEN_TEXTS.registrationClosedLink}
            </Link>
          )}
        </>
      }
    >
      <div className="space-y-4">
        {/* From an expired verify link: signing in offers the new link (the account is unverified). */}
        {invite ? <Alert tone="info">{TEAM_TEXTS.inviteLead(invite.inviter, invite.workspace, invite.role)}</Alert> : null}
        {askedToResend && isLogin && !loginError && !registered ? <Alert tone="info">{AUTH_SCREEN_TEXTS.resendHint}</Alert> : null}
        {registered ? <Alert tone="success">{AUTH_TEXTS.registrationSuccess}</Alert> : null}
        {loginError ? <Alert>{loginErrorText(loginError)}</Alert> : null}
        {registerError ? <Alert>{AUTH_SCREEN_TEXTS.registrationFailed(errorReason(registerError))}</Alert> : null}
        {unverified ? (
          <div className="space-y-3">
            <Button variant="secondary" className="w-full" pending={resend.isPending} onClick={onResend}>
              {resend.isPending ? AUTH_SCREEN_TEXTS.resendBusy : AUTH_SCREEN_TEXTS.resendButton}
            </Button>
            {resend.isSuccess ? <Alert tone="success">{AUTH_TEXTS.resendSuccess}</Alert> : null}
            {resend.error ? (
              <Alert>
                {resend.error.message ? AUTH_SCREEN_TEXTS.resendFailed(resend.error.message) : AUTH_SCREEN_TEXTS.resendFailedDefault}
              </Alert>
            ) : null}
          </div>
        ) : null}
      </div>

      <form noValidate onSubmit={onSubmit} aria-busy={busy} className="mt-4 space-y-5">
        <EmailField
          inputRef={emailRef}
          value={email}
          error={errors.email}
          onChange={setEmail}
          readOnly={invitedEmailLocked}
          hint={invitedEmailLocked ? AUTH_SCREEN_TEXTS.invitedEmailHint : undefined}
        />
        {invitedEmailLocked ? (
          <button
            type="button"
            className={`${authLinkClassName} text-sm`}
            onClick={() => {
              setTypedEmail(email);
              emailRef.current?.focus();
            }}
          >
            {AUTH_SCREEN_TEXTS.useAnotherEmail}
          </button>
        ) : null}
        <TextField
          inputRef={passwordRef}
          label="Password"
          type={showPassword ? 'text' : 'password'}
          name="password"
          autoComplete={isLogin ? 'current-password' : 'new-password'}
          required
          value={password}
          error={errors.password}
          hint={isLogin ? undefined : `At least ${String(PASSWORD_MIN_LENGTH)} characters.`}
          onChange={(event) => {
            setPassword(event.target.value);
          }}
          trailing={
            <button
              type="button"
              aria-label={showPassword ? 'Hide password' : 'Show password'}
              onClick={() => {
                setShowPassword((value) => !value);
              }}
              className="flex size-8 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-700 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-slate-200"
            >
              {showPassword ? <EyeOff aria-hidden="true" className="size-4" /> : <Eye aria-hidden="true" className="size-4" />}
            </button>
          }
        />
        <Button type="submit" className="w-full" pending={busy}>
          {isLogin ? AUTH_SCREEN_TEXTS.signIn : AUTH_SCREEN_TEXTS.register}
        </Button>
      </form>
    </AuthCard>
  );
}
