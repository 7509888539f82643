import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { Info, TriangleAlert } from 'lucide-react';
import { CSV_MAX_BYTES, CSV_TEXTS } from '../../../common/csv';
import type { DroppedEntry } from '../../../common/csv';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Spinner } from '../../components/ui/spinner';
import { labelClassName } from '../../components/ui/field-styles';
import { cn } from '../../lib/cn';
import { errorReason } from '../../lib/field-errors';
import { CSV_SCREEN_TEXTS } from './csv-screen-texts';
import { csvFileProblem, readFileText } from './read-file';

/** A chosen file, read: what was uploaded for the preview is what the import sends. */
export type CsvSource = { name: string; size: number; text: string };

/**
 * The file choice of an import dialog: refuses what is not a CSV file or is too large before
 * reading it, then reads it. `onRead` gets the text once it is in memory.
 */
export function useCsvSource(onRead: (source: CsvSource) => void) {
  const [source, setSource] = useState<CsvSource | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [reading, setReading] = useState(false);

  async function choose(file: File | null | undefined) {
    const refusal = csvFileProblem(file);
    setSource(null);
    setProblem(refusal);
    if (refusal !== null || !file) return;
    setReading(true);
    try {
      const read = { name: file.name, size: file.size, text: await readFileText(file) };
      // The server takes an empty upload for no file at all; say so without the round trip.
      if (read.text.trim() === '') {
        setProblem(CSV_TEXTS.noFileSelected);
        return;
      }
      setSource(read);
      onRead(read);
    } catch (error) {
      setProblem(errorReason(error));
    } finally {
      setReading(false);
    }
  }

  return { source, problem, setProblem, reading, choose };
}

type CsvFileFieldProps = {
  problem: string | null;
  disabled: boolean;
  onChoose: (file: File | null | undefined) => void;
};

/** A native file input (keyboard, drop and screen readers for free), limited to CSV files. */
export function CsvFileField({ problem, disabled, onChoose }: CsvFileFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className={labelClassName}>
        {CSV_SCREEN_TEXTS.file}
      </label>
      <input
        id={id}
        type="file"
        accept=".csv,text/csv"
        data-autofocus
        disabled={disabled}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${hintId} ${errorId}` : hintId}
        onChange={(event) => {
          onChoose(event.target.files?.[0]);
        }}
        className={cn(
          'mt-1.5 block w-full cursor-pointer rounded-lg border border-dashed border-slate-300 bg-slate-50 p-2 text-sm text-slate-700 transition-colors hover:border-indigo-400 disabled:cursor-not-allowed disabled:opacity-60 aria-[invalid=true]:border-red-500 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-200 dark:hover:border-indigo-500',
          'file:mr-3 file:cursor-pointer file:rounded-md file:border-0 file:bg-indigo-600 file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-white hover:file:bg-indigo-500 dark:file:bg-indigo-500',
        )}
      />
      <p id={hintId} className="mt-1.5 text-xs text-slate-500 dark:text-slate-400">
        {CSV_SCREEN_TEXTS.fileHint(CSV_MAX_BYTES / (1024 * 1024))}
      </p>
      {problem ? (
        <p id={errorId} role="alert" className="mt-1.5 text-sm text-red-600 dark:text-red-400">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

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
 * The preview's tables. From `sm` up, a table; below it (a phone: issue #18 found the columns cut
 * at 390 px) each row is a small card with every cell on screen and the header read to screen
 * readers only. The roles are written out because a table element drawn as a block or a grid loses
 * its table semantics in some browsers; with them it stays a table to assistive technology.
 */
const tableHeadCell = 'sticky top-0 z-10 bg-slate-100 px-3 py-2 text-left text-xs font-semibold text-slate-600 dark:bg-slate-800 dark:text-slate-300';
const tableRow = 'grid gap-x-3 gap-y-1 px-3 py-2.5 sm:table-row sm:p-0';
const tableCell = 'block min-w-0 wrap-anywhere sm:table-cell sm:px-3 sm:py-1.5 sm:align-top';

export function HeadCell({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <th scope="col" role="columnheader" className={cn(tableHeadCell, className)}>
      {children}
    </th>
  );
}

/** A row: on a phone a grid of `className`'s columns (`grid-cols-…`), from sm up a table row. */
export function Row({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <tr role="row" className={cn(tableRow, className)}>
      {children}
    </tr>
  );
}

export function Cell({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <td role="cell" className={cn(tableCell, className)}>
      {children}
    </td>
  );
}

type ScrollTableProps = { label: string; maxHeight?: string; head: ReactNode; children: ReactNode };

/** A bordered box that scrolls its table, so a thousand rows keep the dialog's buttons in reach. */
export function ScrollTable({ label, maxHeight = 'max-h-64', head, children }: ScrollTableProps) {
  return (
    // Focusable so a keyboard can scroll it (axe: scrollable-region-focusable).
    <div tabIndex={0} role="region" aria-label={label} className={cn('overflow-auto rounded-lg border border-slate-200 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:border-slate-800', maxHeight)}>
      <table role="table" className="block w-full border-collapse text-sm sm:table">
        <thead role="rowgroup" className="sr-only sm:not-sr-only sm:table-header-group">
          <tr role="row">{head}</tr>
        </thead>
        <tbody role="rowgroup" className="block divide-y divide-slate-100 sm:table-row-group dark:divide-slate-800">
          {children}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The entries the import leaves out, with the list, the line of the file and why; the answer lists
 * the first ones and counts them all, so the rest is 'and N more'.
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
        <ScrollTable
          label={CSV_SCREEN_TEXTS.droppedTable}
          maxHeight="max-h-48"
          head={
            <>
              <HeadCell className="w-14">{CSV_SCREEN_TEXTS.columnLine}</HeadCell>
              <HeadCell>{CSV_SCREEN_TEXTS.columnList}</HeadCell>
              <HeadCell>{CSV_SCREEN_TEXTS.columnEntry}</HeadCell>
              <HeadCell>{CSV_SCREEN_TEXTS.columnReason}</HeadCell>
            </>
          }
        >
          {entries.map((entry, index) => (
            // On a phone: 'Line 2' and the list, then the entry, then why.
            <Row key={`${String(entry.line)}-${String(index)}`} className="grid-cols-[auto_minmax(0,1fr)] text-slate-700 dark:text-slate-300">
              <Cell className="tabular-nums text-slate-500 before:content-['Line_'] sm:before:content-none dark:text-slate-400">{entry.line}</Cell>
              <Cell className="font-medium sm:max-w-40 sm:font-normal">{entry.list}</Cell>
              <Cell className="col-span-2 font-mono text-xs break-all sm:max-w-40">
                {entry.entry === '' ? <span className="font-sans italic text-slate-400">{CSV_SCREEN_TEXTS.emptyEntry}</span> : entry.entry}
              </Cell>
              <Cell className="col-span-2 text-slate-600 dark:text-slate-400">{CSV_SCREEN_TEXTS.dropReason[entry.reason]}</Cell>
            </Row>
          ))}
        </ScrollTable>
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

/** 'Reading the file…', 'Importing 120 members…': a polite live region with a spinner. */
export function BusyStatus({ text }: { text: string }) {
  return (
    <p role="status" className="flex items-center gap-2 text-sm font-medium text-indigo-700 dark:text-indigo-300">
      <Spinner />
      {text}
    </p>
  );
}

/**
 * An import dialog fits the window: its title and its buttons stay in place while the middle (the
 * file, the choices, a long preview) scrolls. Pass `importDialogLayout` to the Dialog.
 */
export const importDialogLayout = {
  className: 'flex max-h-[calc(100dvh-2rem)] flex-col',
  bodyClassName: 'flex min-h-0 flex-1 flex-col',
} as const;

/** The scrolling middle of an import dialog; keyboard users scroll it with the focus inside. */
export function DialogBody({ children }: { children: ReactNode }) {
  return <div className="-mx-6 min-h-0 flex-1 space-y-5 overflow-y-auto px-6 pb-1">{children}</div>;
}

/** The status ('Importing 120 members…') and the buttons, under the scrolling middle. */
export function DialogFooter({ status, children }: { status: ReactNode; children: ReactNode }) {
  return (
    <div className="mt-4 flex flex-col gap-3 border-t border-slate-200 pt-4 sm:flex-row sm:items-center sm:justify-between dark:border-slate-800">
      {/* On a phone the status takes room only when there is one; beside the buttons it keeps its place. */}
      <div className="empty:hidden sm:min-h-5 sm:empty:block">{status}</div>
      <div className="flex justify-end gap-2">{children}</div>
    </div>
  );
}

type ImportMutation = { reset: () => void; isPending: boolean; isError: boolean; error: Error | null; variables?: { text: string } };

type ImportDialogProps = {
  title: string;
  description: string;
  /** The dialog's width ('max-w-xl'). */
  className: string;
  csv: ReturnType<typeof useCsvSource>;
  /** Asks what the import of this file would do. */
  preview: ImportMutation;
  /** Imports the previewed file: while it runs the dialog cannot be closed. */
  upload: ImportMutation;
  /** The spec §8 sentence of a failed preview or import. */
  failed: (error: Error) => string;
  /** Sends the preview of the file on screen. */
  onPreview: (source: CsvSource) => void;
  onClose: () => void;
  /** 'Importing 120 members…' while the import runs. */
  importing: string | null;
  /** More choices under the file (the mode). */
  fields?: ReactNode;
  /** The confirming button once a preview is on screen; Preview until then. */
  confirm: ReactNode | null;
  /** The preview. */
  children: ReactNode;
};

/**
 * The frame of an import dialog: the file, the choices and the preview in a scrolling middle,
 * the failure of the preview or of the import, and under it the status, Cancel and Preview (or
 * the confirmation once there is a preview of the file on screen).
 */
export function ImportDialog({ title, description, className, csv, preview, upload, failed, onPreview, onClose, importing, fields, confirm, children }: ImportDialogProps) {
  const { source } = csv;
  const busy = upload.isPending;
  const failure = upload.error ?? (preview.isError && source && preview.variables?.text === source.text ? preview.error : null);

  function choose(file: File | null | undefined) {
    preview.reset();
    upload.reset();
    void csv.choose(file);
  }

  return (
    <Dialog
      title={title}
      description={description}
      onClose={() => {
        // The import is one transaction on the server: the dialog stays until it says how it went.
        if (!busy) onClose();
      }}
      className={cn(className, importDialogLayout.className)}
      bodyClassName={importDialogLayout.bodyClassName}
    >
      <DialogBody>
        <CsvFileField problem={csv.problem} disabled={busy} onChoose={choose} />
        {fields}
        {failure ? <Alert>{failed(failure)}</Alert> : null}
        {children}
      </DialogBody>
      <DialogFooter
        status={
          <>
            {busy && importing ? <BusyStatus text={importing} /> : null}
            {preview.isPending || csv.reading ? <BusyStatus text={CSV_SCREEN_TEXTS.previewing} /> : null}
          </>
        }
      >
        <Button variant="secondary" disabled={busy} onClick={onClose}>
          {CSV_SCREEN_TEXTS.cancel}
        </Button>
        {confirm ?? (
          <Button
            disabled={preview.isPending || csv.reading}
            onClick={() => {
              if (source) onPreview(source);
              else csv.setProblem(CSV_TEXTS.noFileSelected);
            }}
          >
            {CSV_SCREEN_TEXTS.preview}
          </Button>
        )}
      </DialogFooter>
    </Dialog>
  );
}
