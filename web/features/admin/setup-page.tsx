import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ShieldCheck } from 'lucide-react';
import { setupRequestSchema } from '../../../common/admin';
import { PASSWORD_MIN_LENGTH } from '../../../common/auth';
import { paths } from '../../../common/paths.plain';
import { Alert } from '../../components/ui/alert';
import { AuthCard } from '../../components/ui/auth-card';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { toast } from '../../components/ui/toaster';
import { ApiRequestError } from '../../lib/api';
import { errorReason } from '../../lib/field-errors';
import { usePageTitle } from '../../lib/use-page-title';
import { useCreateFirstAdmin, useSetupStatus } from './api/setup';
import { SETUP_PAGE_TEXTS as T } from './admin-screen-texts';

type Field = 'email' | 'username' | 'password';

/**
 * /setup?token=…: the first admin, in the browser, with the link the server printed at start
 * (issue #38). Once an admin exists, or without a valid link, it says so and points to sign in.
 */
export function SetupPage() {
  usePageTitle(T.title);
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const status = useSetupStatus();
  const create = useCreateFirstAdmin();
  const [email, setEmail] = useState('');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const emailRef = useRef<HTMLInputElement>(null);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const [tokenError, setTokenError] = useState<string>();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (create.isPending) return;
    create.reset();
    const parsed = setupRequestSchema.safeParse({ token, email: email.trim(), username: username.trim(), password });
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      let badToken: string | undefined;
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'token') badToken = issue.message;
        else found[field as Field] ??= issue.message;
      }
      setErrors(found);
      setTokenError(badToken);
      const first = (['email', 'username', 'password'] as const).find((field) => found[field]);
      if (first) ({ email: emailRef, username: usernameRef, password: passwordRef })[first].current?.focus();
      return;
    }
    setErrors({});
    setTokenError(undefined);
    create.mutate(parsed.data, {
      onSuccess: ({ user }) => {
        toast.success(T.created(user.username));
      },
    });
  }

  const closed = status.data?.open === false;
  return (
    <AuthCard icon={ShieldCheck} title={T.title} subtitle={T.subtitle}>
      {status.isPending ? <p role="status">{T.checking}</p> : null}
      {closed || !token ? (
        <Alert tone="info" className="mb-4">
          {closed ? T.closed : T.noToken}{' '}
          <Link to={paths.login} className="font-semibold underline">
            {T.signIn}
          </Link>
        </Alert>
      ) : null}
      {tokenError ? <Alert className="mb-4">{tokenError}</Alert> : null}
      {create.error ? <Alert className="mb-4">{create.error instanceof ApiRequestError ? create.error.message : T.failed(errorReason(create.error))}</Alert> : null}
      {!closed && token ? (
        <form noValidate onSubmit={onSubmit} aria-busy={create.isPending} className="space-y-5">
          <TextField inputRef={emailRef} label={T.email} type="email" name="email" autoComplete="email" required value={email} error={errors.email} onChange={(event) => setEmail(event.target.value)} />
          <TextField inputRef={usernameRef} label={T.username} name="username" autoComplete="username" required value={username} error={errors.username} onChange={(event) => setUsername(event.target.value)} />
          <TextField
            inputRef={passwordRef}
            label={T.password}
            type="password"
            name="password"
            autoComplete="new-password"
            required
            value={password}
            error={errors.password}
            hint={T.passwordHint(PASSWORD_MIN_LENGTH)}
            onChange={(event) => setPassword(event.target.value)}
          />
          <Button type="submit" className="w-full" pending={create.isPending}>
            {T.submit}
          </Button>
        </form>
      ) : null}
    </AuthCard>
  );
}
