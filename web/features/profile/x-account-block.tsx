import { useState } from 'react';
import type { FormEvent } from 'react';
import { ExternalLink } from 'lucide-react';
import { PROFILE_TEXTS, updateXAccountSchema } from '../../../common/profile';
import { xProfileUrl } from '../../../common/x-handle';
import { Alert } from '../../components/ui/alert';
import { errorReason } from '../../lib/field-errors';
import { TextField } from '../../components/ui/text-field';
import { useUpdateXAccount } from './api/update-x-account';
import { EditableRow, FormActions, editFormClassName } from './profile-ui';

export const X_ACCOUNT_PLACEHOLDER = '@handle or x.com/handle';

/** Account › X account: '@handle' linking to the profile on X, or 'Not set'; Add or Edit. */
export function XAccountBlock({ xAccount }: { xAccount: string | null }) {
  return (
    <EditableRow
      label="X account"
      subject="X account"
      actionLabel={xAccount ? 'Edit' : 'Add'}
      form={({ close }) => <XAccountForm initial={xAccount ? `@${xAccount}` : ''} onDone={close} />}
    >
      {xAccount ? (
        <a
          href={xProfileUrl(xAccount)}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 rounded font-medium text-indigo-600 hover:text-indigo-500 hover:underline dark:text-indigo-400 dark:hover:text-indigo-300"
        >
          {`@${xAccount}`}
          <ExternalLink aria-hidden="true" className="size-3.5" />
        </a>
      ) : (
        <p className="text-slate-500 dark:text-slate-400">{PROFILE_TEXTS.notSet}</p>
      )}
    </EditableRow>
  );
}

function XAccountForm({ initial, onDone }: { initial: string; onDone: () => void }) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string>();
  const save = useUpdateXAccount();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    const parsed = updateXAccountSchema.safeParse({ xAccount: value });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    // Spec §5: "The external account is trimmed, and empty saves as null" (the server does both).
    save.mutate(value.trim(), { onSuccess: onDone });
  }

  return (
    <form noValidate aria-label="X account" onSubmit={onSubmit} aria-busy={save.isPending} className={editFormClassName}>
      <TextField
        label="X account"
        name="xAccount"
        autoComplete="off"
        spellCheck={false}
        autoFocus
        placeholder={X_ACCOUNT_PLACEHOLDER}
        value={value}
        error={error}
        hint="Leave empty to remove it."
        onChange={(event) => {
          setValue(event.target.value);
        }}
      />
      {save.error ? <Alert>{PROFILE_TEXTS.xAccountFailed(errorReason(save.error))}</Alert> : null}
      <FormActions busy={save.isPending} onCancel={onDone} />
    </form>
  );
}
