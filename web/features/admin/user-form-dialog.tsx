import type { AdminUser } from '../../../common/admin';
import { roleSchema } from '../../../common/session';
import { FormDialog } from '../../components/ui/form-dialog';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import { errorReason } from '../../lib/field-errors';
import { useFormState } from '../../lib/use-form-state';
import { USERS_TEXTS } from './admin-screen-texts';
import { useCreateUser } from './api/create-user';
import { useUpdateUser } from './api/update-user';
import { readCreateUserForm, readUpdateUserForm, userFormValues } from './user-form';
import { ADMIN_SCREEN_TEXTS } from './admin-screen-texts';

/**
 * 'Create User' (user undefined: username, role, email, password) or 'Edit User' (the same, the
 * password optional, submitted with 'Update User'). `onDone` gets the saved account.
 */
export function UserFormDialog({ user, onClose, onDone }: { user?: AdminUser; onClose: () => void; onDone: (saved: AdminUser) => void }) {
  const form = useFormState(() => userFormValues(user));
  const { values, text } = form;
  const create = useCreateUser();
  const update = useUpdateUser();
  const save = user ? update : create;

  function onSubmit() {
    if (user) {
      const input = form.accept(readUpdateUserForm(values));
      if (input) update.mutate({ id: user.id, input }, { onSuccess: onDone });
    } else {
      const input = form.accept(readCreateUserForm(values));
      if (input) create.mutate(input, { onSuccess: onDone });
    }
  }

  return (
    <FormDialog
      title={user ? USERS_TEXTS.editUser : USERS_TEXTS.createUser}
      description={user ? user.email : undefined}
      className="max-w-xl"
      formRef={form.formRef}
      pending={save.isPending}
      error={save.error ? (user ? ADMIN_SCREEN_TEXTS.updateUserFailed : ADMIN_SCREEN_TEXTS.createUserFailed)(errorReason(save.error)) : null}
      cancelLabel={USERS_TEXTS.cancel}
      submitLabel={user ? ADMIN_SCREEN_TEXTS.updateUser : USERS_TEXTS.createUser}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={USERS_TEXTS.username} required maxLength={30} autoComplete="off" spellCheck={false} data-autofocus {...text('username')} />
        <SelectField
          label={USERS_TEXTS.role}
          name="role"
          options={USERS_TEXTS.roles}
          value={values.role}
          onChange={(event) => {
            form.set('role', roleSchema.catch('user').parse(event.target.value));
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
    </FormDialog>
  );
}
