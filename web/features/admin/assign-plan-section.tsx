import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { planAssignmentRequestSchema } from '../../../common/billing';
import type { AdminPlan, PlanAssignment } from '../../../common/billing';
import { formatDateTime } from '../../lib/format-date';
import { RefusalAlert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { InlineLoading } from '../../components/ui/inline-loading';
import { QueryState } from '../../components/ui/query-state';
import { Table, TableBody, TableHead, Td, Th, Tr } from '../../components/ui/table';
import { SelectField } from '../../components/ui/select-field';
import { Spinner } from '../../components/ui/spinner';
import { TextField } from '../../components/ui/text-field';
import { useAssignPlan } from './api/assign-plan';
import { usePlanAssignments } from './api/get-plan-assignments';
import { TIERS_TEXTS } from './tiers-screen-texts';
import { toast } from '../../components/ui/toaster';

const NO_PLAN = 'none';


/** 'Pro — Subscription, tier 1 (inactive)'. */
function planOptionLabel(plan: AdminPlan): string {
  const kind = plan.purchase === 'ltd' ? TIERS_TEXTS.ltd : TIERS_TEXTS.subscription;
  return `${plan.nickname} — ${kind}, tier ${String(plan.tier)}${plan.isActive ? '' : ` (${TIERS_TEXTS.inactive.toLowerCase()})`}`;
}

type Errors = { email?: string; plan?: string };

/** Assign a plan by hand: a user's email and a plan (or No plan), then the recent assignments. */
export function AssignPlanSection({ plans }: { plans: AdminPlan[] }) {
  const [email, setEmail] = useState('');
  const [planId, setPlanId] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const emailRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const planErrorId = useId();
  const assign = useAssignPlan();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (assign.isPending) return;
    const next: Errors = {};
    if (email.trim() === '') next.email = TIERS_TEXTS.emailRequired;
    if (planId === '') next.plan = TIERS_TEXTS.planRequired;
    const body = { email: email.trim(), planId: planId === NO_PLAN ? null : Number(planId) };
    if (!next.email && !planAssignmentRequestSchema.shape.email.safeParse(body.email).success) next.email = TIERS_TEXTS.emailInvalid;
    setErrors(next);
    if (next.email) {
      emailRef.current?.focus();
      return;
    }
    if (next.plan) {
      formRef.current?.querySelector<HTMLSelectElement>('select[name="planId"]')?.focus();
      return;
    }
    assign.mutate(body, {
      onSuccess: (assigned) => {
        setEmail('');
        toast.success(TIERS_TEXTS.assigned(assigned.userEmail, assigned.planName));
      },
    });
  }

  const options = [
    { value: '', label: TIERS_TEXTS.choosePlan },
    { value: NO_PLAN, label: TIERS_TEXTS.noPlan },
    ...plans.map((plan) => ({ value: String(plan.id), label: planOptionLabel(plan) })),
  ];

  return (
    <section aria-labelledby="assign-plan-heading" className="mt-12">
      <h2 id="assign-plan-heading" className="text-xl font-semibold text-slate-900 dark:text-white">
        {TIERS_TEXTS.assignTitle}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{TIERS_TEXTS.assignSubtitle}</p>
      <Card className="mt-4">
        <form ref={formRef} noValidate aria-label={TIERS_TEXTS.assignTitle} aria-busy={assign.isPending} onSubmit={onSubmit}>
          <div className="grid gap-4 md:grid-cols-[1fr_1fr_auto] md:items-start">
            <TextField
              label={TIERS_TEXTS.userEmail}
              type="email"
              name="email"
              autoComplete="off"
              required
              maxLength={320}
              inputRef={emailRef}
              value={email}
              error={errors.email}
              onChange={(event) => {
                setEmail(event.target.value);
              }}
            />
            <div>
              <SelectField
                label={TIERS_TEXTS.plan}
                options={options}
                value={planId}
                name="planId"
                aria-invalid={errors.plan ? true : undefined}
                aria-describedby={errors.plan ? planErrorId : undefined}
                onValue={setPlanId}
              />
              {errors.plan ? (
                <p id={planErrorId} className="mt-1.5 text-sm text-red-600 dark:text-red-400">
                  {errors.plan}
                </p>
              ) : null}
            </div>
            <Button type="submit" className="md:mt-7" disabled={assign.isPending} aria-busy={assign.isPending}>
              {assign.isPending ? <Spinner /> : null}
              {TIERS_TEXTS.assign}
            </Button>
          </div>
          <RefusalAlert error={assign.error} failed={TIERS_TEXTS.assignFailed} className="mt-4" />
        </form>
      </Card>
      <RecentAssignments />
    </section>
  );
}

function RecentAssignments() {
  const assignments = usePlanAssignments();
  return (
    <div className="mt-8">
      <h3 className="text-base font-semibold text-slate-900 dark:text-white">{TIERS_TEXTS.recentAssignments}</h3>
      <div className="mt-3">
        <QueryState query={assignments} failed={TIERS_TEXTS.assignmentsFailed} loading={<InlineLoading />}>
          {(items) =>
            items.length === 0 ? (
              <p className="text-sm text-slate-600 dark:text-slate-400">{TIERS_TEXTS.noAssignments}</p>
            ) : (
              <AssignmentsTable assignments={items} />
            )
          }
        </QueryState>
      </div>
    </div>
  );
}

function AssignmentsTable({ assignments }: { assignments: PlanAssignment[] }) {
  // Cells keep to one line; on a narrow screen the table scrolls sideways instead of breaking emails.
  return (
    <Table layout="scroll" label={TIERS_TEXTS.recentAssignments} region={TIERS_TEXTS.recentAssignments}>
      <TableHead>
        <Th>User</Th>
        <Th>Plan</Th>
        <Th>Assigned by</Th>
        <Th>When</Th>
      </TableHead>
      <TableBody>
        {assignments.map((assignment) => (
          <Tr key={assignment.id}>
            <Td className="font-medium whitespace-nowrap text-slate-900 dark:text-white">{assignment.userEmail}</Td>
            <Td className="whitespace-nowrap">
              {assignment.planName ?? <span className="text-slate-500 dark:text-slate-400">{TIERS_TEXTS.noPlan}</span>}
              {assignment.tier === null ? null : <span className="text-slate-500 dark:text-slate-400">{` · tier ${String(assignment.tier)}`}</span>}
            </Td>
            <Td className="whitespace-nowrap">{assignment.assignedBy ?? '—'}</Td>
            <Td className="whitespace-nowrap">
              <time dateTime={assignment.createdAt}>{formatDateTime(assignment.createdAt)}</time>
            </Td>
          </Tr>
        ))}
      </TableBody>
    </Table>
  );
}
