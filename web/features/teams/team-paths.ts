import { paths } from '../../../common/paths.plain';

/** The invitation page of a token, as the invitation mail links it: `/invite?token=…`. */
export function invitePath(token: string): string {
  return `${paths.invite}?${new URLSearchParams({ token }).toString()}`;
}

/**
 * /login with `next` (web/features/auth/next-path.ts reads it back; a feature does not import
 * another's, so the parameter is spelled here too): signing in, or registering then signing in
 * after the verification link, comes back to `next`. `register` opens the form in register mode.
 */
export function loginPathWithNext(next: string, { register = false }: { register?: boolean } = {}): string {
  const search = new URLSearchParams({ next });
  if (register) search.set('mode', 'register');
  return `${paths.login}?${search.toString()}`;
}
