import { useState } from 'react';
import type { AdminPlan } from '../../../common/billing';
import { Badge } from '../../components/ui/badge';
import { Detail, DetailList } from '../../components/ui/detail-list';
import { EditButton } from '../../components/ui/edit-delete-buttons';
import { FormDialog } from '../../components/ui/form-dialog';
import { TextField } from '../../components/ui/text-field';
import { SHARED_TEXTS } from '../../components/shared-texts';
import { AdminCard } from './admin-card';
import { useSetFreeTier } from './api/set-free-tier';
import { TIERS_TEXTS } from './tiers-screen-texts';
import { toast } from '../../components/ui/toaster';

/**
 * The plan everyone without one gets: the active tier-0 plan, chosen as getEntitlements chooses
 * it (this system's first, then by sort order and id). None means the spec's default, 0 lists.
 */
export function freeTierPlan(plans: readonly AdminPlan[]): AdminPlan | undefined {
  return plans
    .filter((plan) => plan.isActive && plan.tier === 0)
    .sort((a, b) => Number(b.system === 'prod') - Number(a.system === 'prod') || a.sortOrder - b.sortOrder || a.id - b.id)[0];
}

/** The 'Free' card of /dashboard/tiers: the free tier's list limit, with its own small form. */
export function FreeTierCard({ plan }: { plan: AdminPlan | undefined }) {
  const [editing, setEditing] = useState(false);
  const maxlist = plan ? plan.maxlist : 0;
  return (
    <AdminCard
      title={TIERS_TEXTS.freeTier}
      badges={<Badge tone="slate">{TIERS_TEXTS.freeTierBadge}</Badge>}
      actions={
        <EditButton aria-haspopup="dialog" onClick={() => setEditing(true)}>
          {TIERS_TEXTS.editFreeLimit}
        </EditButton>
      }
    >
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{TIERS_TEXTS.freeTierHint}</p>
      <DetailList className="mt-4">
        <Detail label="Tier">0</Detail>
        <Detail label={TIERS_TEXTS.freeListsAllowed}>{maxlist === null ? SHARED_TEXTS.unlimited : String(maxlist)}</Detail>
      </DetailList>
      {editing ? <FreeTierDialog maxlist={maxlist} onClose={() => setEditing(false)} /> : null}
    </AdminCard>
  );
}

/** '' → unlimited (null); a whole number 0..100,000; anything else is refused with the field's own words. */
export function readFreeLimit(text: string): { maxlist: number | null } | { error: string } {
  const value = text.trim();
  if (value === '') return { maxlist: null };
  if (!/^\d{1,6}$/.test(value) || Number(value) > 100_000) return { error: TIERS_TEXTS.freeLimitInvalid };
  return { maxlist: Number(value) };
}

function FreeTierDialog({ maxlist, onClose }: { maxlist: number | null; onClose: () => void }) {
  const [value, setValue] = useState(maxlist === null ? '' : String(maxlist));
  const [error, setError] = useState<string | undefined>();
  const save = useSetFreeTier();
  return (
    <FormDialog
      title={TIERS_TEXTS.freeLimitTitle}
      submitLabel={TIERS_TEXTS.save}
      cancelLabel={TIERS_TEXTS.cancel}
      request={save}
      failed={TIERS_TEXTS.freeLimitFailed}
      onClose={onClose}
      onSubmit={() => {
        const read = readFreeLimit(value);
        if ('error' in read) {
          setError(read.error);
          return;
        }
        setError(undefined);
        save.mutate(read.maxlist, {
          onSuccess: () => {
            toast.success(TIERS_TEXTS.freeLimitSaved);
            onClose();
          },
        });
      }}
    >
      <TextField
        label={TIERS_TEXTS.freeLimitLabel}
        inputMode="numeric"
        autoComplete="off"
        hint={TIERS_TEXTS.freeLimitHint}
        error={error}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          if (error) setError(undefined);
        }}
      />
    </FormDialog>
  );
}
