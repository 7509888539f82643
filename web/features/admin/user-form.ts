import { createUserSchema, updateUserSchema } from '../../../common/admin';
import type { AdminUser, CreateUser, UpdateUser } from '../../../common/admin';
import type { Role } from '../../../common/session';
import { fieldErrors } from '../../lib/field-errors';

/** The create/edit user form as typed (spec §2 "Admin: users management"). */
export type UserFormValues = { username: string; role: Role; email: string; password: string };
export type UserFormErrors = Partial<Record<keyof UserFormValues, string>>;

export function userFormValues(user?: AdminUser): UserFormValues {
  return { username: user?.username ?? '', role: user?.role ?? 'user', email: user?.email ?? '', password: '' };
}

/** A new user: every field checked with the schema the server checks too. */
export function readCreateUserForm(values: UserFormValues): { input: CreateUser } | { errors: UserFormErrors } {
  const parsed = createUserSchema.safeParse(values);
  if (!parsed.success) return { errors: fieldErrors(parsed.error) as UserFormErrors };
  return { input: parsed.data };
}

/** An edit: an empty password keeps the current one, so it is not sent at all. */
export function readUpdateUserForm(values: UserFormValues): { input: UpdateUser } | { errors: UserFormErrors } {
  const parsed = updateUserSchema.safeParse(values);
  if (!parsed.success) return { errors: fieldErrors(parsed.error) as UserFormErrors };
  const { password, ...rest } = parsed.data;
  return { input: password ? { ...rest, password } : rest };
}
