import { useState } from 'react';
import { ExternalLink } from 'lucide-react';
import { updateXAccountSchema } from '../../../common/profile';
import { xProfileUrl } from '../../../common/x-handle.plain';
import { ExternalAnchor } from '../../components/ui/external-link';
import { TextField } from '../../components/ui/text-field';
import { useUpdateXAccount } from './api/update-x-account';
import { EditForm, EditableRow } from './profile-ui';
import { PROFILE_SCREEN_TEXTS } from './profile-screen-texts';

export const X_ACCOUNT_PLACEHOLDER = '@handle or x.com/handle';

/** Account › X account: '@handle' linking to the profile on X, or 'Not set'; Add or Edit. */
export function XAccountBlock({ xAccount }: { xAccount: string | null }) {
  return (
    <EditableRow
      label="X account"
      subject="X account"
      actionLabel={xAccount ? 'Edit' : 'Add'}
      form={({ close, saved }) => <XAccountForm initial={xAccount ? `@${xAccount}` : ''} onCancel={close} onSaved={saved} />}
    >
      {xAccount ? (
        <ExternalAnchor
          href={xProfileUrl(xAccount)}
          className="inline-flex items-center gap-1 rounded font-medium text-indigo-600 hover:text-indigo-500 hover:underline dark:text-indigo-400 dark:hover:text-indigo-300"
        >
          {`@${xAccount}`}
          <ExternalLink aria-hidden="true" className="size-3.5" />
        </ExternalAnchor>
      ) : (
        <p className="text-slate-500 dark:text-slate-400">{PROFILE_SCREEN_TEXTS.notSet}</p>
      )}
    </EditableRow>
  );
}

function XAccountForm({ initial, onCancel, onSaved }: { initial: string; onCancel: () => void; onSaved: (message: string) => void }) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string>();
  const save = useUpdateXAccount();

  function onSubmit() {
    const parsed = updateXAccountSchema.safeParse({ xAccount: value });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    // Spec §5: "The external account is trimmed, and empty saves as null" (the server does both).
    save.mutate(value.trim(), {
      onSuccess: (profile) => {
        onSaved(profile.xAccount ? PROFILE_SCREEN_TEXTS.xAccountSaved(profile.xAccount) : PROFILE_SCREEN_TEXTS.xAccountRemoved);
      },
    });
  }

  return (
    <EditForm
      label="X account"
      onSubmit={onSubmit}
      request={save}
      failed={PROFILE_SCREEN_TEXTS.xAccountFailed}
      onCancel={onCancel}
    >
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
    </EditForm>
  );
}
