import type { ReactNode } from 'react';
import { CSV_TEXTS } from '../../../common/csv';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { CSV_SCREEN_TEXTS } from './csv-screen-texts';
import { CsvFileField } from './csv-file-field';
import type { CsvSource, useCsvSource } from './csv-file-field';

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
