import type { ReactNode, Ref } from 'react';
import { Link } from 'react-router';
import type { LucideIcon } from 'lucide-react';
import { paths } from '../../../common/paths';
import { PageContainer } from '../../components/page-container';
import { Card } from '../../components/ui/card';
import { IconTile } from '../../components/ui/icon-tile';
import { TextField } from '../../components/ui/text-field';

type AuthCardProps = {
  icon: LucideIcon;
  title: string;
  subtitle?: string;
  children: ReactNode;
  /** Under the card: links to the other account screens. */
  footer?: ReactNode;
};

/** The centred card of the account screens (login, reset, verify): icon, h1, subtitle, content. */
export function AuthCard({ icon, title, subtitle, children, footer }: AuthCardProps) {
  return (
    <PageContainer className="flex flex-1 flex-col items-center py-12 sm:py-20">
      <div className="w-full max-w-md">
        <Card padding="none" className="px-6 py-8 sm:px-8">
          <div className="text-center">
            <IconTile icon={icon} size="lg" className="mx-auto" />
            <h1 className="mt-5 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">{title}</h1>
            {subtitle ? <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{subtitle}</p> : null}
          </div>
          <div className="mt-8">{children}</div>
        </Card>
        {footer ? <div className="mt-6 flex flex-col items-center gap-2 text-sm">{footer}</div> : null}
      </div>
    </PageContainer>
  );
}

/** The look of the text links of the account screens. */
export const authLinkClassName =
  'rounded font-medium text-indigo-600 hover:text-indigo-500 hover:underline dark:text-indigo-400 dark:hover:text-indigo-300';

/** 'Back to Login', under the card of the password screens. */
export function BackToLoginLink() {
  return (
    <Link to={paths.login} className={authLinkClassName}>
      Back to Login
    </Link>
  );
}

type EmailFieldProps = { inputRef: Ref<HTMLInputElement>; value: string; error?: string; onChange: (value: string) => void };

/** The account's email (login, registration, a reset request). */
export function EmailField({ inputRef, value, error, onChange }: EmailFieldProps) {
  return (
    <TextField
      inputRef={inputRef}
      label="Email"
      type="email"
      name="email"
      autoComplete="email"
      required
      value={value}
      error={error}
      onChange={(event) => {
        onChange(event.target.value);
      }}
    />
  );
}
