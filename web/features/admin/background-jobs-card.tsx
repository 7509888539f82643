import { BACKGROUND_JOBS, type BackgroundJob } from '../../../common/background-jobs';
import { Badge } from '../../components/ui/badge';
import { EmptyState } from '../../components/ui/empty-state';
import { InlineLoading } from '../../components/ui/inline-loading';
import { QueryState } from '../../components/ui/query-state';
import { RowHeader, Table, TableBody, TableHead, Td, Th, Tr } from '../../components/ui/table';
import { formatZoned } from '../../lib/zoned-time';
import { BACKGROUND_JOBS_TEXTS as T } from './admin-screen-texts';
import { DashboardCard } from './dashboard-card';
import { useBackgroundJobs } from './api/background-jobs';

const byName = new Map<string, { label: string; does: string }>(Object.values(BACKGROUND_JOBS).map((job) => [job.name, job]));

/**
 * The dashboard's Background jobs (issue #39): each job's last run (when, on which instance, how it
 * ended), its next, the failures in a row with the last one's message, and the mail queue.
 */
export function BackgroundJobsCard() {
  const state = useBackgroundJobs();
  return (
    <DashboardCard id="dashboard-background-jobs" title={T.title} intro={T.intro} className="mt-6">
      <QueryState query={state} failed={T.failed} retry loading={<InlineLoading announce />}>
        {(data) => (
          <>
            {data.jobs.length === 0 ? (
              <EmptyState>{T.empty}</EmptyState>
            ) : (
              <Table label={T.title}>
                <TableHead>
                  <Th>{T.job}</Th>
                  <Th>{T.lastRun}</Th>
                  <Th>{T.nextRun}</Th>
                  <Th>{T.status}</Th>
                </TableHead>
                <TableBody>
                  {data.jobs.map((job) => (
                    <JobRow key={job.name} job={job} />
                  ))}
                </TableBody>
              </Table>
            )}
            <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">{T.mail(data.mail.waiting, data.mail.givenUp)}</p>
          </>
        )}
      </QueryState>
    </DashboardCard>
  );
}

function JobRow({ job }: { job: BackgroundJob }) {
  const known = byName.get(job.name);
  return (
    <Tr>
      <RowHeader className="wrap-anywhere">
        <span className="block">{known?.label ?? job.name}</span>
        <span className="block text-xs font-normal text-slate-600 dark:text-slate-400">
          {known ? `${known.does} ` : ''}
          {T.every(job.everyMs)}
        </span>
      </RowHeader>
      <Td label={T.lastRun}>
        {job.lastStartedAt ? (
          // One block: the mobile layout lays a cell's children side by side after its label.
          <span className="block min-w-0">
            <span className="block">{formatZoned(job.lastStartedAt)}</span>
            {job.lastInstance && <span className="block text-xs text-slate-600 wrap-anywhere dark:text-slate-400">{T.on(job.lastInstance)}</span>}
          </span>
        ) : (
          T.never
        )}
      </Td>
      <Td label={T.nextRun}>{formatZoned(job.nextRunAt)}</Td>
      <Td label={T.status}>
        <span className="block min-w-0">
          <span className="block">{job.failures > 0 ? <Badge tone="red">{T.failing(job.failures)}</Badge> : job.lastStartedAt ? <Badge tone="emerald">{T.ok}</Badge> : <Badge tone="slate">{T.never}</Badge>}</span>
          {job.lastError && job.lastFailedAt && <span className="mt-1 block text-xs text-slate-600 wrap-anywhere dark:text-slate-400">{T.lastFailure(formatZoned(job.lastFailedAt), job.lastError)}</span>}
        </span>
      </Td>
    </Tr>
  );
}
