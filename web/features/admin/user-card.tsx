import { Ban, ShieldCheck } from 'lucide-react';
import type { AdminUser } from '../../../common/admin';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Detail, DetailList } from '../../components/ui/detail-list';
import { AdminCard } from './admin-card';
import { DeleteButton, EditButton } from '../../components/ui/edit-delete-buttons';
import { USERS_TEXTS, formatCount } from './admin-screen-texts';
import { formatDateTime } from '../../lib/format-date';
import { ADMIN_SCREEN_TEXTS } from './admin-screen-texts';

/** What a card's buttons do, and the state of its Unblock. */
export type UserCardHandlers = {
  onEdit: () => void;
  onBlock: () => void;
  onUnblock: () => void;
  onDelete: () => void;
  unblocking: boolean;
  unblockError: string | null;
};

type UserCardProps = UserCardHandlers & {
  user: AdminUser;
  /** The signed-in admin's own card: no Block and no Delete (the server refuses them too). */
  isSelf: boolean;
};

/** One account: who, badges (role, verified, blocked), last login, plan and lists, and the actions. */
export function UserCard({ user, isSelf, onEdit, onBlock, onUnblock, onDelete, unblocking, unblockError }: UserCardProps) {
  return (
    <AdminCard
      title={user.username}
      badges={
        <>
          <Badge tone={user.role === 'admin' ? 'indigo' : 'slate'}>{USERS_TEXTS.roleLabel(user.role)}</Badge>
          <Badge tone={user.isVerified ? 'emerald' : 'amber'}>{user.isVerified ? USERS_TEXTS.verified : USERS_TEXTS.unverified}</Badge>
          {user.isBlocked ? <Badge tone="red">{USERS_TEXTS.blocked}</Badge> : null}
          {isSelf ? <Badge tone="slate">{USERS_TEXTS.you}</Badge> : null}
        </>
      }
      actions={
        <>
          <EditButton aria-haspopup="dialog" aria-label={USERS_TEXTS.editNamed(user.username)} onClick={onEdit}>
            {USERS_TEXTS.edit}
          </EditButton>
          {isSelf ? null : user.isBlocked ? (
            <Button
              variant="secondary"
              size="sm"
              aria-label={USERS_TEXTS.unblockNamed(user.username)}
              pending={unblocking}
              icon={<ShieldCheck aria-hidden="true" className="size-3.5" />}
              onClick={onUnblock}
            >
              {USERS_TEXTS.unblock}
            </Button>
          ) : (
            <Button variant="secondary" size="sm" aria-haspopup="dialog" aria-label={USERS_TEXTS.blockNamed(user.username)} icon={<Ban aria-hidden="true" className="size-3.5" />} onClick={onBlock}>
              {USERS_TEXTS.block}
            </Button>
          )}
          {isSelf ? null : (
            <DeleteButton aria-label={USERS_TEXTS.deleteNamed(user.username)} onClick={onDelete}>
              {ADMIN_SCREEN_TEXTS.deleteUser}
            </DeleteButton>
          )}
        </>
      }
    >
      <p className="text-sm break-all text-slate-600 dark:text-slate-400">{user.email}</p>
      <DetailList className="mt-4">
        <Detail label={USERS_TEXTS.lastLogin}>{user.lastLoginAt ? formatDateTime(user.lastLoginAt) : USERS_TEXTS.never}</Detail>
        <Detail label={USERS_TEXTS.plan}>{user.planName}</Detail>
        <Detail label={USERS_TEXTS.lists}>{formatCount(user.lists)}</Detail>
      </DetailList>
      {unblockError ? <Alert className="mt-4">{unblockError}</Alert> : null}
      {isSelf ? <p className="mt-4 text-xs text-slate-500 dark:text-slate-400">{USERS_TEXTS.ownAccount}</p> : null}
    </AdminCard>
  );
}
