import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BACKGROUND_JOBS, type BackgroundJobsState } from '../../../common/background-jobs';
import { paths } from '../../../common/paths.plain';
import { makeUser, renderRoute } from '../../test/render-route';
import { apiError, mockApi, ok } from '../../test/mock-api';
import { formatZoned } from '../../lib/zoned-time';
import { BACKGROUND_JOBS_TEXTS as T } from './admin-screen-texts';
import { BackgroundJobsCard } from './background-jobs-card';

const job = (over: Partial<BackgroundJobsState['jobs'][number]>): BackgroundJobsState['jobs'][number] => ({
  name: BACKGROUND_JOBS.trashPurge.name,
  everyMs: 3600_000,
  lastStartedAt: '2026-11-28T10:00:00.000Z',
  lastFinishedAt: '2026-11-28T10:00:01.000Z',
  lastInstance: 'app-2:4242',
  failures: 0,
  lastFailedAt: null,
  lastError: null,
  nextRunAt: '2026-11-28T11:00:00.000Z',
  runs: 12,
  ...over,
});

function open(reply: Parameters<typeof mockApi>[0][string]) {
  mockApi({ 'GET /api/admin/jobs': reply });
  renderRoute(paths.dashboard, <BackgroundJobsCard />, { user: makeUser({ role: 'admin' }) });
  return within(screen.getByRole('region', { name: T.title }));
}

describe('the dashboard’s Background jobs', () => {
  it('shows each job’s last run with its instance, its next run, and a failing job’s count and last message', async () => {
    const card = open(
      ok({
        jobs: [
          job({}),
          job({ name: BACKGROUND_JOBS.dueDraws.name, everyMs: 5000, failures: 3, lastFailedAt: '2026-11-28T10:00:05.000Z', lastError: 'no relay answered for round 1234' }),
        ],
        mail: { waiting: 2, givenUp: 1 },
      } satisfies BackgroundJobsState),
    );
    const trash = within((await card.findByRole('rowheader', { name: new RegExp(BACKGROUND_JOBS.trashPurge.label) })).closest('tr')!);
    expect(trash.getByText(formatZoned('2026-11-28T10:00:00.000Z'))).toBeTruthy();
    expect(trash.getByText(T.on('app-2:4242'))).toBeTruthy();
    expect(trash.getByText(formatZoned('2026-11-28T11:00:00.000Z'))).toBeTruthy();
    expect(trash.getByText(T.ok)).toBeTruthy();
    expect(trash.getByText(/Every hour/)).toBeTruthy();
    const draws = within(card.getByRole('rowheader', { name: new RegExp(BACKGROUND_JOBS.dueDraws.label) }).closest('tr')!);
    expect(draws.getByText(T.failing(3))).toBeTruthy();
    expect(draws.getByText(T.lastFailure(formatZoned('2026-11-28T10:00:05.000Z'), 'no relay answered for round 1234'))).toBeTruthy();
    expect(draws.getByText(/Every 5 seconds/)).toBeTruthy();
    expect(card.getByText(T.mail(2, 1))).toBeTruthy();
  });

  it('says so when no job has run yet', async () => {
    const empty = open(ok({ jobs: [], mail: { waiting: 0, givenUp: 0 } } satisfies BackgroundJobsState));
    expect(await empty.findByText(T.empty)).toBeTruthy();
    expect(empty.getByText('Mail queue: 0 waiting.')).toBeTruthy();
  });

  it('shows a failed read with Try again', async () => {
    const card = open(apiError(500, 'INTERNAL', 'Internal server error'));
    expect((await card.findByRole('alert')).textContent).toContain(T.failed('Internal server error'));
    expect(card.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('tells a job not run yet from one that ran well', async () => {
    const card = open(ok({ jobs: [job({ lastStartedAt: null, lastFinishedAt: null, lastInstance: null, runs: 0 })], mail: { waiting: 0, givenUp: 0 } } satisfies BackgroundJobsState));
    const row = within((await card.findByRole('rowheader', { name: new RegExp(BACKGROUND_JOBS.trashPurge.label) })).closest('tr')!);
    expect(row.getAllByText(T.never)).toHaveLength(2);
    expect(row.queryByText(T.ok)).toBeNull();
  });
});
