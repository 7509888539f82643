import { Link } from 'react-router';
import { CircleCheck, CircleDashed, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import type { AdminSetup } from '../../../common/admin';
import { paths } from '../../../common/paths.plain';
import { RefusalAlert } from '../../components/ui/alert';
import { buttonVariants } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import { useAdminSetup } from './api/get-admin-setup';
import { GET_STARTED_TEXTS as T } from './admin-screen-texts';

type State = 'done' | 'todo' | 'info';

/** What blocks the first users: no way to get a list, or no way to sign up. */
export function setupDone(setup: AdminSetup): boolean {
  return (setup.paidPlans > 0 || setup.freeMaxlist !== 0) && setup.registrationOpen;
}

/**
 * The dashboard's 'Get started' checklist: shown until a new user can both sign up and make a
 * list. Mail and payments are told as they are (an outbox and no Stripe are fine for a trial).
 */
export function GetStartedCard() {
  const setup = useAdminSetup();
  if (setup.error) return <RefusalAlert error={setup.error} failed={T.failed} className="mt-8" />;
  if (!setup.data || setupDone(setup.data)) return null;
  const data = setup.data;
  const plansReady = data.paidPlans > 0 || data.freeMaxlist !== 0;
  return (
    <section aria-labelledby="get-started-heading" className="mt-8">
      <Card padding="md" className="border-indigo-200 dark:border-indigo-900/60">
        <h2 id="get-started-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
          {T.title}
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{T.intro}</p>
        <ol className="mt-5 space-y-4">
          <Step state={plansReady ? 'done' : 'todo'} title={T.plansTitle}>
            <p>{plansReady ? T.plansReady(data.paidPlans, data.freeMaxlist) : T.plansMissing}</p>
            {plansReady ? null : (
              <Link to={paths.dashboardTiers} className={cn(buttonVariants({ size: 'sm' }), 'mt-2')}>
                {T.plansAction}
              </Link>
            )}
          </Step>
          <Step state={data.registrationOpen ? 'done' : 'todo'} title={T.registrationTitle}>
            <p>{data.registrationOpen ? T.registrationOpen : T.registrationClosed}</p>
          </Step>
          <Step state={data.mail.mode === 'smtp' ? 'done' : 'info'} title={T.mailTitle}>
            <p className="break-words">{data.mail.mode === 'smtp' ? T.mailSmtp : T.mailOutbox(data.mail.outbox)}</p>
          </Step>
          <Step state={data.stripe ? 'done' : 'info'} title={T.stripeTitle}>
            <p>{data.stripe ? T.stripeOn : T.stripeOff}</p>
          </Step>
        </ol>
      </Card>
    </section>
  );
}

const STATE_LOOK: Record<State, { icon: typeof CircleCheck; label: string; className: string }> = {
  done: { icon: CircleCheck, label: T.done, className: 'text-emerald-600 dark:text-emerald-400' },
  todo: { icon: CircleDashed, label: T.toDo, className: 'text-amber-600 dark:text-amber-400' },
  info: { icon: Info, label: T.info, className: 'text-indigo-600 dark:text-indigo-400' },
};

function Step({ state, title, children }: { state: State; title: string; children: ReactNode }) {
  const look = STATE_LOOK[state];
  const Icon = look.icon;
  return (
    <li className="flex gap-3">
      <Icon aria-hidden="true" className={`mt-0.5 size-5 shrink-0 ${look.className}`} />
      <div className="min-w-0 text-sm text-slate-700 dark:text-slate-300">
        <h3 className="font-medium text-slate-900 dark:text-white">
          {title} <span className="sr-only">({look.label})</span>
        </h3>
        <div className="mt-0.5">{children}</div>
      </div>
    </li>
  );
}
