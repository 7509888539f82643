import { useId } from 'react';
import type { ReactNode } from 'react';
import { Ban, Pencil, ShieldCheck, Trash2 } from 'lucide-react';
import { ADMIN_TEXTS } from '../../../common/admin';
import type { AdminUser } from '../../../common/admin';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { USERS_TEXTS, formatCount } from './admin-screen-texts';
import { formatAdminDateTime } from './format-admin-date';

type UserCardProps = {
  user: AdminUser;
  /** The signed-in admin's own card: no Block and no Delete (the server refuses them too). */
  isSelf: boolean;
  onEdit: () => void;
  onBlock: () => void;
  onUnblock: () => void;
  onDelete: () => void;
  unblocking: boolean;
  unblockError: string | null;
};

/** One account: who, badges (role, verified, blocked), last login, plan and lists, and the actions. */
export function UserCard({ user, isSelf, onEdit, onBlock, onUnblock, onDelete, unblocking, unblockError }: UserCardProps) {
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full w-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-center gap-1.5">
        <Badge tone={user.role === 'admin' ? 'indigo' : 'slate'}>{USERS_TEXTS.roleLabel(user.role)}</Badge>
        <Badge tone={user.isVerified ? 'emerald' : 'amber'}>{user.isVerified ? USERS_TEXTS.verified : USERS_TEXTS.unverified}</Badge>
        {user.isBlocked ? <Badge tone="red">{USERS_TEXTS.blocked}</Badge> : null}
        {isSelf ? <Badge tone="slate">{USERS_TEXTS.you}</Badge> : null}
      </div>
      <h3 id={headingId} className="mt-3 text-lg font-semibold break-words text-slate-900 dark:text-white">
        {user.username}
      </h3>
      <p className="text-sm break-all text-slate-600 dark:text-slate-400">{user.email}</p>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        <Detail label={USERS_TEXTS.lastLogin}>{user.lastLoginAt ? formatAdminDateTime(user.lastLoginAt) : USERS_TEXTS.never}</Detail>
        <Detail label={USERS_TEXTS.plan}>{user.planName}</Detail>
        <Detail label={USERS_TEXTS.lists}>{formatCount(user.lists)}</Detail>
      </dl>
      {unblockError ? <Alert className="mt-4">{unblockError}</Alert> : null}
      {isSelf ? <p className="mt-4 text-xs text-slate-500 dark:text-slate-400">{USERS_TEXTS.ownAccount}</p> : null}
      <div className="mt-auto flex flex-wrap gap-2 pt-5">
        <Button variant="secondary" size="sm" aria-haspopup="dialog" aria-label={USERS_TEXTS.editNamed(user.username)} onClick={onEdit}>
          <Pencil aria-hidden="true" className="size-3.5" />
          {USERS_TEXTS.edit}
        </Button>
        {isSelf ? null : user.isBlocked ? (
          <Button
            variant="secondary"
            size="sm"
            aria-label={USERS_TEXTS.unblockNamed(user.username)}
            disabled={unblocking}
            aria-busy={unblocking}
            onClick={onUnblock}
          >
            {unblocking ? <Spinner /> : <ShieldCheck aria-hidden="true" className="size-3.5" />}
            {USERS_TEXTS.unblock}
          </Button>
        ) : (
          <Button variant="secondary" size="sm" aria-haspopup="dialog" aria-label={USERS_TEXTS.blockNamed(user.username)} onClick={onBlock}>
            <Ban aria-hidden="true" className="size-3.5" />
            {USERS_TEXTS.block}
          </Button>
        )}
        {isSelf ? null : (
          <Button variant="secondary" size="sm" aria-haspopup="dialog" aria-label={USERS_TEXTS.deleteNamed(user.username)} onClick={onDelete}>
            <Trash2 aria-hidden="true" className="size-3.5 text-red-600 dark:text-red-400" />
            {ADMIN_TEXTS.deleteUser}
          </Button>
        )}
      </div>
    </article>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="min-w-0 break-words text-slate-900 dark:text-slate-100">{children}</dd>
    </>
  );
}
