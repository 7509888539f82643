import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { ADMIN_TEXTS } from '../../../common/admin';
import type { AdminUser } from '../../../common/admin';
import { roleSchema } from '../../../common/session';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { SelectField } from '../../components/ui/select-field';
import { Spinner } from '../../components/ui/spinner';
import { TextField } from '../../components/ui/text-field';
import { errorReason } from '../../lib/field-errors';
import { USERS_TEXTS } from './admin-screen-texts';
import { useCreateUser } from './api/create-user';
import { useUpdateUser } from './api/update-user';
import { readCreateUserForm, readUpdateUserForm, userFormValues } from './user-form';
import type { UserFormErrors, UserFormValues } from './user-form';

/**
 * 'Create User' (user undefined: username, role, email, password) or 'Edit User' (the same, the
 * password optional, submitted with 'Update User'). `onDone` gets the saved account.
 */
export function UserFormDialog({ user, onClose, onDone }: { user?: AdminUser; onClose: () => void; onDone: (saved: AdminUser) => void }) {
  const [values, setValues] = useState<UserFormValues>(() => userFormValues(user));
  const [errors, setErrors] = useState<UserFormErrors>({});
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const create = useCreateUser();
  const update = useUpdateUser();
  const save = user ? update : create;
  const title = user ? USERS_TEXTS.editUser : USERS_TEXTS.createUser;

  // After a refused submit, the first wrong field (in the order on screen) gets the focus.
  useEffect(() => {
    if (attempt === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  function set<K extends keyof UserFormValues>(key: K, value: UserFormValues[K]) {
    setValues((current) => ({ ...current, [key]: value }));
  }

  function text(key: 'username' | 'email' | 'password') {
    return {
      name: key,
      value: values[key],
      error: errors[key],
      onChange: (event: { target: { value: string } }) => {
        set(key, event.target.value);
      },
    };
  }

  function refuse(next: UserFormErrors) {
    setErrors(next);
    setAttempt((count) => count + 1);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    if (user) {
      const read = readUpdateUserForm(values);
      if ('errors' in read) return refuse(read.errors);
      setErrors({});
      update.mutate({ id: user.id, input: read.input }, { onSuccess: onDone });
    } else {
      const read = readCreateUserForm(values);
      if ('errors' in read) return refuse(read.errors);
      setErrors({});
      create.mutate(read.input, { onSuccess: onDone });
    }
  }

  const failure = save.error ? (user ? ADMIN_TEXTS.updateUserFailed : ADMIN_TEXTS.createUserFailed)(errorReason(save.error)) : null;

  return (
    <Dialog title={title} description={user ? user.email : undefined} onClose={onClose} className="max-w-xl">
      <form ref={formRef} noValidate aria-label={title} aria-busy={save.isPending} onSubmit={onSubmit} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={USERS_TEXTS.username} required maxLength={30} autoComplete="off" spellCheck={false} data-autofocus {...text('username')} />
          <SelectField
            label={USERS_TEXTS.role}
            name="role"
            options={USERS_TEXTS.roles}
            value={values.role}
            onChange={(event) => {
              set('role', roleSchema.catch('user').parse(event.target.value));
            }}
          />
          <TextField label={USERS_TEXTS.email} required type="email" maxLength={254} autoComplete="off" spellCheck={false} className="sm:col-span-2" {...text('email')} />
          <TextField
            label={user ? USERS_TEXTS.newPassword : USERS_TEXTS.password}
            required={!user}
            type="password"
            autoComplete="new-password"
            hint={user ? USERS_TEXTS.newPasswordHint : undefined}
            className="sm:col-span-2"
            {...text('password')}
          />
        </div>
        {failure ? <Alert>{failure}</Alert> : null}
        <div className="flex flex-wrap justify-end gap-2 border-t border-slate-100 pt-4 dark:border-slate-800">
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            {USERS_TEXTS.cancel}
          </Button>
          <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
            {save.isPending ? <Spinner /> : null}
            {user ? ADMIN_TEXTS.updateUser : USERS_TEXTS.createUser}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
