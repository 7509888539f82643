import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { FileText, History, Layers, Puzzle, Users } from 'lucide-react';
import type { AdminStats } from '../../../common/admin';
import { paths } from '../../../common/paths.plain';
import { PageContainer } from '../../components/page-container';
import { RefusalAlert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { IconTile } from '../../components/ui/icon-tile';
import { InlineLoading } from '../../components/ui/inline-loading';
import { Spinner } from '../../components/ui/spinner';
import { PageHeader } from '../../components/ui/page-header';
import { usePageTitle } from '../../lib/use-page-title';
import { registrationStatusQueryOptions } from '../../api/registration';
import { DASHBOARD_TEXTS, formatBytes, formatCount } from './admin-screen-texts';
import { useAdminStats } from './api/get-admin-stats';
import { useToggleRegistration } from './api/toggle-registration';
import { GetStartedCard } from './get-started-card';
import { PlanRequestsCard } from './plan-requests-card';
import { BackgroundJobsCard } from './background-jobs-card';
import { DashboardCard } from './dashboard-card';
import { ADMIN_SCREEN_TEXTS } from './admin-screen-texts';
import { toast } from '../../components/ui/toaster';
import { Table, TableBody, TableHead, Td, Th, Tr } from '../../components/ui/table';

const STAT_ROWS: ReadonlyArray<{ key: Exclude<keyof AdminStats, 'drawStorage'>; label: string }> = [
  { key: 'registeredUsers', label: ADMIN_SCREEN_TEXTS.registeredUsers },
  { key: 'createdLists', label: ADMIN_SCREEN_TEXTS.createdLists },
  { key: 'totalListMembers', label: ADMIN_SCREEN_TEXTS.totalListMembers },
  { key: 'uniqueListMembers', label: ADMIN_SCREEN_TEXTS.uniqueListMembers },
  { key: 'uniqueCommunities', label: ADMIN_SCREEN_TEXTS.uniqueCommunities },
];

const TOOLS: ReadonlyArray<{ to: string; title: string; hint: string; icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }> }> = [
  { to: paths.dashboardBlog, title: ADMIN_SCREEN_TEXTS.manageBlog, hint: DASHBOARD_TEXTS.manageBlogHint, icon: FileText },
  { to: paths.dashboardUsers, title: ADMIN_SCREEN_TEXTS.manageUsers, hint: DASHBOARD_TEXTS.manageUsersHint, icon: Users },
  { to: paths.dashboardTiers, title: ADMIN_SCREEN_TEXTS.manageTiers, hint: DASHBOARD_TEXTS.manageTiersHint, icon: Layers },
  { to: paths.dashboardExtensions, title: ADMIN_SCREEN_TEXTS.manageExtensions, hint: DASHBOARD_TEXTS.manageExtensionsHint, icon: Puzzle },
  { to: paths.dashboardAudit, title: ADMIN_SCREEN_TEXTS.auditLog, hint: DASHBOARD_TEXTS.auditLogHint, icon: History },
];

/**
 * /dashboard (spec §2 "Admin: dashboard"): the open requests for a plan (issue #38), the Statistics card, the background jobs (issue #39), the link cards of the admin tools
 * and the Registration card with its toggle (spec §4).
 */
export function DashboardPage() {
  usePageTitle(ADMIN_SCREEN_TEXTS.dashboard);
  return (
    <PageContainer className="py-10 sm:py-14">
      <PageHeader title={ADMIN_SCREEN_TEXTS.dashboard} description={DASHBOARD_TEXTS.subtitle} />
      <GetStartedCard />
      <PlanRequestsCard />
      <StatisticsCard />
      <BackgroundJobsCard />
      <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {/* role="list": display: contents must not cost the list its meaning (older engines drop it). */}
        <ul role="list" className="contents">
          {TOOLS.map((tool) => (
            <li key={tool.to}>
              <ToolCard {...tool} />
            </li>
          ))}
        </ul>
        <RegistrationCard />
      </div>
    </PageContainer>
  );
}

function StatisticsCard() {
  const stats = useAdminStats();
  let content: ReactNode;
  if (stats.data) {
    const data = stats.data;
    content = (
      <>
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
          {STAT_ROWS.map((row) => (
            <div key={row.key} className="rounded-xl bg-slate-50 px-4 py-3 dark:bg-slate-800/60">
              <dt className="text-xs font-medium text-slate-500 dark:text-slate-400">{row.label}</dt>
              <dd className="mt-1 text-2xl font-bold tracking-tight text-slate-900 tabular-nums dark:text-white">{formatCount(data[row.key])}</dd>
            </div>
          ))}
        </dl>
        <DrawStorage storage={data.drawStorage} />
      </>
    );
  } else if (stats.error) {
    content = <RefusalAlert error={stats.error} failed={DASHBOARD_TEXTS.statsFailed} />;
  } else {
    content = <InlineLoading announce />;
  }
  return (
    <DashboardCard id="dashboard-statistics" title={ADMIN_SCREEN_TEXTS.statistics} className="mt-8">
      {content}
    </DashboardCard>
  );
}

/** What draw certificates keep for good, and the workspaces that keep the most (issue #33). */
function DrawStorage({ storage }: { storage: AdminStats['drawStorage'] }) {
  return (
    <section aria-labelledby="dashboard-draw-storage" className="mt-6">
      <h3 id="dashboard-draw-storage" className="text-base font-semibold text-slate-900 dark:text-white">
        {DASHBOARD_TEXTS.drawStorage}
      </h3>
      {storage.workspaces.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{DASHBOARD_TEXTS.drawStorageNone}</p>
      ) : (
        <>
          <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{DASHBOARD_TEXTS.drawStorageTotal(formatBytes(storage.totalBytes))}</p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{DASHBOARD_TEXTS.drawStorageHint}</p>
          <Table layout="columns" className="mt-3">
            <TableHead>
              <Th>{DASHBOARD_TEXTS.drawStorageWorkspace}</Th>
              <Th>{DASHBOARD_TEXTS.drawStoragePayer}</Th>
              <Th className="text-right">{DASHBOARD_TEXTS.drawStorageDraws}</Th>
              <Th className="text-right">{DASHBOARD_TEXTS.drawStorageBytes}</Th>
            </TableHead>
            <TableBody>
              {storage.workspaces.map((workspace) => (
                <Tr key={workspace.id ?? 'deleted'}>
                  <Td className="wrap-anywhere">
                    {workspace.id === null ? DASHBOARD_TEXTS.deletedTeams : workspace.personal ? DASHBOARD_TEXTS.personalOf(workspace.owner ?? '') : DASHBOARD_TEXTS.team(workspace.id)}
                  </Td>
                  <Td className="wrap-anywhere">{workspace.owner ?? '—'}</Td>
                  <Td className="text-right tabular-nums">{formatCount(workspace.draws)}</Td>
                  <Td className="text-right tabular-nums">{formatBytes(workspace.bytes)}</Td>
                </Tr>
              ))}
            </TableBody>
          </Table>
        </>
      )}
    </section>
  );
}

/** Spec §4: shows the stored state; the button writes the opposite and the text flips only on success. */
function RegistrationCard() {
  // The login screen may live with a minute-old answer; the admin sees the stored state now.
  const status = useQuery({ ...registrationStatusQueryOptions, staleTime: 0 });
  const toggle = useToggleRegistration();

  let content: ReactNode;
  if (status.data) {
    const open = status.data.open;
    content = (
      <>
        <p aria-live="polite" className="text-sm text-slate-700 dark:text-slate-300">
          {ADMIN_SCREEN_TEXTS.registrationIs(open)}
        </p>
        <Button
          className="mt-4"
          variant={open ? 'secondary' : 'primary'}
          disabled={toggle.isPending}
          aria-busy={toggle.isPending}
          onClick={() => {
            toggle.mutate(!open, {
              onSuccess: (state) => {
                toast.success(ADMIN_SCREEN_TEXTS.registrationToggled(state.open));
              },
            });
          }}
        >
          {toggle.isPending ? <Spinner /> : null}
          {open ? DASHBOARD_TEXTS.disable : DASHBOARD_TEXTS.enable}
        </Button>
        <RefusalAlert error={toggle.error} failed={ADMIN_SCREEN_TEXTS.toggleRegistrationFailed} className="mt-4" />
      </>
    );
  } else if (status.error) {
    content = (
      <>
        <RefusalAlert error={status.error} failed={DASHBOARD_TEXTS.registrationUnknown} />
        <Button
          className="mt-4"
          variant="secondary"
          onClick={() => {
            void status.refetch();
          }}
        >
          {DASHBOARD_TEXTS.retry}
        </Button>
      </>
    );
  } else {
    content = <InlineLoading announce />;
  }
  return (
    <DashboardCard id="dashboard-registration" title={DASHBOARD_TEXTS.registration}>
      {content}
    </DashboardCard>
  );
}

function ToolCard({ to, title, hint, icon }: (typeof TOOLS)[number]) {
  return (
    // The link covers the card (its ::after), so the whole card is one target named by its title.
    <div className="relative flex h-full items-start gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-colors has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-indigo-500 hover:border-indigo-300 hover:bg-indigo-50/40 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-indigo-500/60 dark:hover:bg-slate-800/60">
      <IconTile icon={icon} size="sm" className="shrink-0" />
      <div className="min-w-0">
        <h2 className="text-base font-semibold text-slate-900 dark:text-white">
          <Link to={to} className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none">
            {title}
          </Link>
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{hint}</p>
      </div>
    </div>
  );
}
