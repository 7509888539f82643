import type { ReactNode } from 'react';
import { Info, TriangleAlert } from 'lucide-react';
import type { DroppedEntry } from '../../../common/csv';
import { Table, TableBody, TableHead, Td, Th, Tr } from '../../components/ui/table';
import { cn } from '../../lib/cn';
import { CSV_SCREEN_TEXTS } from './csv-screen-texts';

/* What an import's preview shows: the figures, what the import takes away, the entries it leaves out and the notes. */

/** Figures side by side: 'Lists 3', 'Members 120', 'Dropped 5'. */
export function Stats({ items }: { items: { label: string; value: number; muted?: boolean }[] }) {
  return (
    <dl className="grid grid-cols-3 gap-2">
      {items.map((item) => (
        <div key={item.label} className="rounded-xl border border-slate-200 bg-slate-50 px-3 py-2 dark:border-slate-800 dark:bg-slate-950/60">
          <dt className="text-xs font-medium text-slate-500 dark:text-slate-400">{item.label}</dt>
          <dd className={cn('text-lg font-semibold tabular-nums', item.muted ? 'text-slate-500 dark:text-slate-400' : 'text-slate-900 dark:text-white')}>
            {item.value.toLocaleString('en-US')}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** What a confirmed import takes away, said before the user confirms. */
export function Consequence({ tone, children }: { tone: 'warning' | 'info'; children: ReactNode }) {
  const Icon = tone === 'warning' ? TriangleAlert : Info;
  return (
    <p
      className={cn(
        'flex items-start gap-2.5 rounded-lg border px-3.5 py-3 text-sm',
        tone === 'warning'
          ? 'border-amber-300 bg-amber-50 font-medium text-amber-900 dark:border-amber-800/70 dark:bg-amber-950/40 dark:text-amber-200'
          : 'border-slate-200 bg-slate-50 text-slate-700 dark:border-slate-800 dark:bg-slate-950/60 dark:text-slate-300',
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}


/**
 * The entries the import leaves out, with the list, the line of the file and why; the answer lists
 * the first ones and counts them all, so the rest is 'and N more'. A box that scrolls its table, so
 * a thousand rows keep the dialog's buttons in reach; on a phone each entry is a small grid.
 */
export function DroppedEntries({ entries, total }: { entries: DroppedEntry[]; total: number }) {
  if (total === 0) return null;
  const more = total - entries.length;
  return (
    <div className="space-y-2">
      <h4 className="text-sm font-semibold text-slate-900 dark:text-white">
        {CSV_SCREEN_TEXTS.droppedHeading(total)}
      </h4>
      {entries.length > 0 ? (
        <Table layout="scroll" region={CSV_SCREEN_TEXTS.droppedTable} stackBelow="sm" className="max-h-48">
          <TableHead>
            <Th className="w-14">{CSV_SCREEN_TEXTS.columnLine}</Th>
            <Th>{CSV_SCREEN_TEXTS.columnList}</Th>
            <Th>{CSV_SCREEN_TEXTS.columnEntry}</Th>
            <Th>{CSV_SCREEN_TEXTS.columnReason}</Th>
          </TableHead>
          <TableBody>
            {entries.map((entry, index) => (
              // On a phone: 'Line 2' and the list, then the entry, then why.
              <Tr key={`${String(entry.line)}-${String(index)}`} className="grid-cols-[auto_minmax(0,1fr)]">
                <Td className="tabular-nums text-slate-500 before:content-['Line_'] sm:before:content-none dark:text-slate-400">{entry.line}</Td>
                <Td className="font-medium sm:max-w-40 sm:font-normal">{entry.list}</Td>
                <Td className="col-span-2 font-mono text-xs break-all sm:max-w-40">
                  {entry.entry === '' ? <span className="font-sans italic text-slate-400">{CSV_SCREEN_TEXTS.emptyEntry}</span> : entry.entry}
                </Td>
                <Td className="col-span-2 text-slate-600 dark:text-slate-400">{CSV_SCREEN_TEXTS.dropReason[entry.reason]}</Td>
              </Tr>
            ))}
          </TableBody>
        </Table>
      ) : null}
      {more > 0 ? <p className="text-xs text-slate-500 dark:text-slate-400">{CSV_SCREEN_TEXTS.andMore(more)}</p> : null}
    </div>
  );
}

/** Values the server could not use and what it did instead. */
export function Notes({ notes }: { notes: string[] }) {
  if (notes.length === 0) return null;
  return (
    <div className="space-y-1.5">
      <h4 className="text-sm font-semibold text-slate-900 dark:text-white">
        {CSV_SCREEN_TEXTS.notesHeading}
      </h4>
      <ul className="list-disc space-y-1 pl-5 text-sm text-slate-600 dark:text-slate-400">
        {notes.map((note, index) => (
          <li key={index}>{note}</li>
        ))}
      </ul>
    </div>
  );
}
