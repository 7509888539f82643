import { useState } from 'react';
import type { FormEvent } from 'react';
import { UserPlus } from 'lucide-react';
import { inviteRequestSchema, ROLE_LABELS, TEAM_TEXTS } from '../../../common/teams';
import type { PendingInvite, WorkspaceRole } from '../../../common/teams';
import { RefusalAlert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { SectionHeading } from '../../components/ui/section-heading';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import { toast } from '../../components/ui/toaster';
import { formatDate } from '../../lib/format-date';
import { useInviteToTeam, useWithdrawInvite } from './api/team';
import { ROLE_OPTIONS } from './team-members';
import { TEAM_SCREEN_TEXTS } from './team-texts';

/** An owner's invitations: invite by e-mail with a role, and the pending ones, each with Withdraw. */
export function InviteSection({ invites }: { invites: PendingInvite[] }) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<WorkspaceRole>('editor');
  const [emailError, setEmailError] = useState<string | undefined>();
  const invite = useInviteToTeam();
  const withdraw = useWithdrawInvite();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (invite.isPending) return;
    const parsed = inviteRequestSchema.safeParse({ email, role });
    if (!parsed.success) {
      setEmailError(parsed.error.issues[0]?.message);
      return;
    }
    setEmailError(undefined);
    invite.mutate(parsed.data, {
      onSuccess: (sent) => {
        setEmail('');
        toast.success(TEAM_TEXTS.inviteSent(sent.email));
      },
    });
  }

  return (
    <section aria-labelledby="team-invite-heading" className="space-y-3">
      <SectionHeading id="team-invite-heading" title={TEAM_TEXTS.invite} size="sm" />
      <form
        noValidate
        aria-label={TEAM_TEXTS.invite}
        onSubmit={onSubmit}
        className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-[minmax(0,1fr)_10rem_auto] sm:items-start dark:border-slate-800 dark:bg-slate-900"
      >
        <TextField
          label={TEAM_TEXTS.inviteEmail}
          type="email"
          autoComplete="off"
          spellCheck={false}
          required
          value={email}
          error={emailError}
          onChange={(event) => {
            setEmail(event.target.value);
            setEmailError(undefined);
            invite.reset();
          }}
        />
        <SelectField
          label={TEAM_TEXTS.inviteRole}
          options={ROLE_OPTIONS}
          value={role}
          onValue={setRole}
        />
        <Button type="submit" pending={invite.isPending} icon={<UserPlus aria-hidden="true" className="size-4" />} className="sm:mt-[1.625rem]">
          {TEAM_TEXTS.invite}
        </Button>
        <RefusalAlert error={invite.error} className="sm:col-span-3" />
      </form>

      <h3 className="pt-2 text-sm font-semibold text-slate-900 dark:text-white">{TEAM_TEXTS.pendingInvites}</h3>
      <RefusalAlert error={withdraw.error} />
      {invites.length === 0 ? (
        <EmptyState className="py-6">{TEAM_SCREEN_TEXTS.noInvites}</EmptyState>
      ) : (
        <ul aria-label={TEAM_TEXTS.pendingInvites} className="space-y-2">
          {invites.map((pending) => (
            <li
              key={pending.id}
              className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-sm dark:border-slate-800 dark:bg-slate-900"
            >
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium text-slate-900 dark:text-white">{pending.email}</p>
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  {ROLE_LABELS[pending.role]} · {TEAM_TEXTS.expires(formatDate(pending.expiresAt))}
                </p>
              </div>
              <Button
                variant="secondary"
                size="sm"
                aria-label={TEAM_SCREEN_TEXTS.withdrawInvite(pending.email)}
                pending={withdraw.isPending && withdraw.variables === pending.id}
                onClick={() => {
                  withdraw.mutate(pending.id, {
                    onSuccess: () => toast.success(TEAM_SCREEN_TEXTS.inviteWithdrawn(pending.email)),
                  });
                }}
              >
                {TEAM_TEXTS.withdraw}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
