import { useState } from 'react';
import type { AuditEntry } from '../../../common/admin';
import { PageContainer } from '../../components/page-container';
import { Card } from '../../components/ui/card';
import { Detail, DetailList } from '../../components/ui/detail-list';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { QueryState } from '../../components/ui/query-state';
import { Table, TableBody, TableHead, Td, Th, Tr } from '../../components/ui/table';
import { cn } from '../../lib/cn';
import { usePageTitle } from '../../lib/use-page-title';
import { AUDIT_TEXTS } from './admin-screen-texts';
import { useAuditLog } from './api/get-audit-log';
import type { AuditPage } from './api/get-audit-log';
import { formatDateTime } from '../../lib/format-date';
import { BackToDashboardLink } from './page-actions';
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

  return (
    <PageContainer className="py-10 sm:py-14">
      <PageHeader
        title={AUDIT_TEXTS.title}
        description={
          <>
            {AUDIT_TEXTS.subtitle}
            {audit.data ? ` ${AUDIT_TEXTS.total(audit.data.total)}.` : null}
          </>
        }
        actions={<BackToDashboardLink />}
      />
      <QueryState query={audit} failed={AUDIT_TEXTS.fetchFailed} errorClassName="mt-8" errorFirst>
        {(data) => <AuditTable data={data} busy={audit.isPlaceholderData} onPage={setPage} />}
      </QueryState>
    </PageContainer>
  );
}

function AuditTable({ data, busy, onPage }: { data: AuditPage; busy: boolean; onPage: (page: number) => void }) {
  if (data.entries.length === 0 && data.page === 1) {
    return <EmptyState className="mt-8">{AUDIT_TEXTS.empty}</EmptyState>;
  }
  return (
    <>
      {/* A phone gets one card per entry (five columns do not fit); from md up, the table. */}
      <ul aria-label={AUDIT_TEXTS.title} aria-busy={busy} className={cn('mt-8 space-y-3 md:hidden', busy && 'opacity-60 transition-opacity')}>
        {data.entries.map((entry) => (
          <AuditCard key={entry.id} entry={entry} />
        ))}
      </ul>
      {/* Still scrolls sideways when a detail is long. */}
      <Table layout="scroll" region={AUDIT_TEXTS.title} busy={busy} className="mt-8 hidden md:block">
        <TableHead>
          {[AUDIT_TEXTS.when, AUDIT_TEXTS.who, AUDIT_TEXTS.action, AUDIT_TEXTS.target, AUDIT_TEXTS.details].map((column) => (
            <Th key={column}>{column}</Th>
          ))}
        </TableHead>
        <TableBody>
          {data.entries.map((entry) => (
            <AuditRow key={entry.id} entry={entry} />
          ))}
        </TableBody>
      </Table>
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
    <Card as="li" padding="sm" className="text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <ActionCode action={entry.action} />
        <time dateTime={entry.createdAt} className="text-xs text-slate-500 tabular-nums dark:text-slate-400">
          {formatDateTime(entry.createdAt)}
        </time>
      </div>
      <DetailList compact className="mt-3">
        <Detail label={AUDIT_TEXTS.who}>
          <Actor entry={entry} />
        </Detail>
        <Detail label={AUDIT_TEXTS.target}>{entry.target ?? AUDIT_TEXTS.none}</Detail>
      </DetailList>
      {entry.details && Object.keys(entry.details).length > 0 ? (
        <div className="mt-3 border-t border-slate-100 pt-3 dark:border-slate-800">
          <Details details={entry.details} />
        </div>
      ) : null}
    </Card>
  );
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  return (
    <Tr>
      <Td className="whitespace-nowrap tabular-nums">
        <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
      </Td>
      <Td className="break-words">
        <Actor entry={entry} />
      </Td>
      <Td>
        <ActionCode action={entry.action} />
      </Td>
      <Td className="break-words">{entry.target ?? AUDIT_TEXTS.none}</Td>
      <Td className="min-w-56">
        <Details details={entry.details} />
      </Td>
    </Tr>
  );
}
