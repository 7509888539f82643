import { useState } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import type { AuditEntry } from '../../../common/admin';
import { paths } from '../../../common/paths';
import { PageContainer } from '../../components/page-container';
import { Alert } from '../../components/ui/alert';
import { buttonVariants } from '../../components/ui/button';
import { LoadingState } from '../../components/ui/loading-state';
import { cn } from '../../lib/cn';
import { errorReason } from '../../lib/field-errors';
import { usePageTitle } from '../../lib/use-page-title';
import { AUDIT_TEXTS, USERS_TEXTS } from './admin-screen-texts';
import { useAuditLog } from './api/get-audit-log';
import type { AuditPage } from './api/get-audit-log';
import { formatAdminDateTime } from './format-admin-date';
import { Pagination, pageCount } from './pagination';

/** A detail's value in words: text as it is, other values as JSON ('true', '3', '["a","b"]'). */
export function detailValue(value: unknown): string {
  if (value === null || value === undefined) return AUDIT_TEXTS.none;
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** /dashboard/audit: what admins changed, newest first, 50 entries a page. */
export function DashboardAuditPage() {
  usePageTitle(AUDIT_TEXTS.title);
  const [page, setPage] = useState(1);
  const audit = useAuditLog(page);

  let content: ReactNode;
  if (audit.error) {
    content = <Alert className="mt-8">{AUDIT_TEXTS.fetchFailed(errorReason(audit.error))}</Alert>;
  } else if (audit.data) {
    content = <AuditTable data={audit.data} busy={audit.isPlaceholderData} onPage={setPage} />;
  } else {
    content = <LoadingState />;
  }

  return (
    <PageContainer className="py-10 sm:py-14">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">{AUDIT_TEXTS.title}</h1>
          <p className="mt-2 text-slate-600 dark:text-slate-400">
            {AUDIT_TEXTS.subtitle}
            {audit.data ? ` ${AUDIT_TEXTS.total(audit.data.total)}.` : null}
          </p>
        </div>
        <Link to={paths.dashboard} className={buttonVariants({ variant: 'secondary' })}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {USERS_TEXTS.backToDashboard}
        </Link>
      </div>
      {content}
    </PageContainer>
  );
}

const headCell = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400';
const bodyCell = 'px-4 py-3 align-top text-sm text-slate-700 dark:text-slate-300';

function AuditTable({ data, busy, onPage }: { data: AuditPage; busy: boolean; onPage: (page: number) => void }) {
  if (data.entries.length === 0 && data.page === 1) {
    return (
      <p className="mt-8 rounded-2xl border border-dashed border-slate-300 px-6 py-10 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
        {AUDIT_TEXTS.empty}
      </p>
    );
  }
  return (
    <>
      {/* A phone gets one card per entry (five columns do not fit); from md up, the table. */}
      <ul aria-label={AUDIT_TEXTS.title} aria-busy={busy} className={cn('mt-8 space-y-3 md:hidden', busy && 'opacity-60 transition-opacity')}>
        {data.entries.map((entry) => (
          <AuditCard key={entry.id} entry={entry} />
        ))}
      </ul>
      {/* Still scrolls sideways when a detail is long; focusable so a keyboard can scroll it too. */}
      <div
        role="region"
        aria-label={AUDIT_TEXTS.title}
        tabIndex={0}
        className={cn(
          'mt-8 hidden overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm md:block dark:border-slate-800 dark:bg-slate-900',
          busy && 'opacity-60 transition-opacity',
        )}
      >
        <table aria-busy={busy} className="w-full divide-y divide-slate-200 dark:divide-slate-800">
          <thead className="bg-slate-50 dark:bg-slate-950/40">
            <tr>
              <th scope="col" className={headCell}>
                {AUDIT_TEXTS.when}
              </th>
              <th scope="col" className={headCell}>
                {AUDIT_TEXTS.who}
              </th>
              <th scope="col" className={headCell}>
                {AUDIT_TEXTS.action}
              </th>
              <th scope="col" className={headCell}>
                {AUDIT_TEXTS.target}
              </th>
              <th scope="col" className={headCell}>
                {AUDIT_TEXTS.details}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
            {data.entries.map((entry) => (
              <AuditRow key={entry.id} entry={entry} />
            ))}
          </tbody>
        </table>
      </div>
      <Pagination page={data.page} pages={pageCount(data.total, data.pageSize)} label="Audit log pages" busy={busy} onPage={onPage} />
    </>
  );
}

function Actor({ entry }: { entry: AuditEntry }) {
  return entry.actor ?? <span className="text-slate-500 italic dark:text-slate-400">{AUDIT_TEXTS.deletedAccount}</span>;
}

function ActionCode({ action }: { action: string }) {
  return (
    <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs whitespace-nowrap text-slate-800 dark:bg-slate-800 dark:text-slate-200">{action}</code>
  );
}

/** The details as a compact 'key: value' list, or '—'. */
function Details({ details }: { details: AuditEntry['details'] }) {
  const pairs = Object.entries(details ?? {});
  if (pairs.length === 0) return AUDIT_TEXTS.none;
  return (
    <dl className="space-y-0.5 text-xs">
      {pairs.map(([key, value]) => (
        <div key={key} className="break-words">
          <dt className="inline font-medium text-slate-500 dark:text-slate-400">{key}:</dt>{' '}
          <dd className="inline text-slate-800 dark:text-slate-200">{detailValue(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

function AuditCard({ entry }: { entry: AuditEntry }) {
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 text-sm shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <ActionCode action={entry.action} />
        <time dateTime={entry.createdAt} className="text-xs text-slate-500 tabular-nums dark:text-slate-400">
          {formatAdminDateTime(entry.createdAt)}
        </time>
      </div>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="text-slate-500 dark:text-slate-400">{AUDIT_TEXTS.who}</dt>
        <dd className="min-w-0 break-words text-slate-900 dark:text-slate-100">
          <Actor entry={entry} />
        </dd>
        <dt className="text-slate-500 dark:text-slate-400">{AUDIT_TEXTS.target}</dt>
        <dd className="min-w-0 break-words text-slate-900 dark:text-slate-100">{entry.target ?? AUDIT_TEXTS.none}</dd>
      </dl>
      {entry.details && Object.keys(entry.details).length > 0 ? (
        <div className="mt-3 border-t border-slate-100 pt-3 dark:border-slate-800">
          <Details details={entry.details} />
        </div>
      ) : null}
    </li>
  );
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  return (
    <tr>
      <td className={cn(bodyCell, 'whitespace-nowrap tabular-nums')}>
        <time dateTime={entry.createdAt}>{formatAdminDateTime(entry.createdAt)}</time>
      </td>
      <td className={cn(bodyCell, 'break-words')}>
        <Actor entry={entry} />
      </td>
      <td className={bodyCell}>
        <ActionCode action={entry.action} />
      </td>
      <td className={cn(bodyCell, 'break-words')}>{entry.target ?? AUDIT_TEXTS.none}</td>
      <td className={cn(bodyCell, 'min-w-56')}>
        <Details details={entry.details} />
      </td>
    </tr>
  );
}
