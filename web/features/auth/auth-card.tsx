import type { Ref } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../common/paths.plain';
import { TextField } from '../../components/ui/text-field';

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

type EmailFieldProps = {
  inputRef: Ref<HTMLInputElement>;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  /** The address an invitation was sent to, shown but not typed over (issue #38), with why in `hint`. */
  readOnly?: boolean;
  hint?: string;
};

/** The account's email (login, registration, a reset request). */
export function EmailField({ inputRef, value, error, onChange, readOnly, hint }: EmailFieldProps) {
  return (
    <TextField
      inputRef={inputRef}
      label="Email"
      type="email"
      name="email"
      autoComplete="email"
      required
      readOnly={readOnly}
      hint={hint}
      className={readOnly ? '[&_input]:bg-slate-50 [&_input]:text-slate-600 dark:[&_input]:bg-slate-800/60 dark:[&_input]:text-slate-300' : undefined}
      value={value}
      error={error}
      onChange={(event) => {
        onChange(event.target.value);
      }}
    />
  );
}
