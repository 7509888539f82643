import { useEffect, useId, useRef, useState } from 'react';
import { toast, type ToastAction } from '../../components/ui/toaster';
import { downloadRejectedRows } from './api/rejected-rows';
import { Upload, Users } from 'lucide-react';
import { CSV_TEMPLATE_FILE_NAME, csvTemplate, mappingQuery, type ColumnMapping, type ImportColumns, type ImportMode, type ImportPreview } from '../../../common/csv';
import { useLists } from '../../api/lists';
import { ColumnMappingStep, initialDraft, resolveMapping, type MappingDraft } from './column-mapping';
import { saveBlob } from '../../lib/save-blob';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { errorReason } from '../../lib/field-errors';
import { useImportListsCsv } from './api/import-lists';
import { usePreviewImport } from './api/preview-import';
import { CSV_SCREEN_TEXTS } from './csv-screen-texts';
import { useCsvSource } from './csv-file-field';
import { ImportDialog } from './import-dialog';
import { Consequence, DroppedEntries, Notes, Stats } from './preview-parts';
import { Table, TableBody, TableHead, Td, Th, Tr } from '../../components/ui/table';
import type { CsvSource } from './csv-file-field';
import { SHARED_TEXTS } from '../../components/shared-texts';
import { TRASH_TEXTS } from '../../../common/trash';
import { restoreSnapshot, useRefreshAfterRestore } from '../../api/trash';

const MODES: ImportMode[] = ['replace', 'merge'];

type ImportListsDialogProps = {
  onClose: () => void;
  /**
   * After a successful import, with the summary to show ('Imported 3 lists and 120 members.') and,
   * when the file held what could not be used, 'Download rejected rows' (issue #21).
   */
  onDone: (summary: string, action?: ToastAction) => void;
};

/**
 * 'Import CSV' (spec §2, §5, §7): choose a file and a mode, see what the import would do (a
 * preview that changes nothing), then confirm. What is confirmed is the text that was previewed.
 */
export function ImportListsDialog({ onClose, onDone }: ImportListsDialogProps) {
  const [mode, setMode] = useState<ImportMode>('replace');
  const preview = usePreviewImport();
  const upload = useImportListsCsv();
  const refresh = useRefreshAfterRestore();
  // A file that is not the old format: its columns (the server's answer) and the mapping being chosen (issue #38).
  const [columns, setColumns] = useState<{ text: string; columns: ImportColumns } | null>(null);
  const [draft, setDraft] = useState<MappingDraft | null>(null);
  const [mappingProblem, setMappingProblem] = useState<string | null>(null);
  const lists = useLists();
  const csv = useCsvSource((read) => {
    setColumns(null);
    requestPreview(read, mode, null);
  });
  const { source } = csv;
  const mapping = columns && draft && source && columns.text === source.text ? { columns: columns.columns, draft } : null;
  const resolved = mapping ? resolveMapping(mapping.draft) : null;

  function requestPreview(from: CsvSource, withMode: ImportMode, withMapping: ColumnMapping | null) {
    upload.reset();
    preview.mutate(
      { text: from.text, mode: withMode, mapping: withMapping },
      {
        onSuccess: (answer) => {
          if (!('needsMapping' in answer)) return;
          setColumns({ text: from.text, columns: answer.needsMapping });
          setDraft(initialDraft(answer.needsMapping));
          setMappingProblem(null);
        },
      },
    );
  }

  /** Preview with the mapping on screen, or say why it cannot be sent yet. */
  function requestMappedPreview(from: CsvSource, withMode: ImportMode) {
    if (!resolved) return;
    setMappingProblem(resolved.problem);
    if (resolved.mapping) requestPreview(from, withMode, resolved.mapping);
  }

  // The preview shown is the one of the file, mode and mapping on screen now, never an older one.
  const sentMapping = resolved?.mapping ?? null;
  const sent = preview.variables;
  const data = preview.data && !('needsMapping' in preview.data) ? preview.data : null;
  const current = data && source && sent?.text === source.text && sent.mode === mode && sameMapping(sent.mapping, sentMapping) ? data : null;
  const busy = upload.isPending;
  // The server refuses a file without lists too (it would only wipe mine): the refusal says so.
  const blocked = current ? current.refusal !== null : true;

  function onConfirm() {
    if (!source || !current || blocked || busy) return;
    upload.mutate(
      { text: source.text, mode, mapping: sentMapping },
      {
        onSuccess: (result) => {
          const text = source.text;
          const rejected: ToastAction | undefined =
            result.dropped > 0 || current.notes.length > 0
              ? {
                  label: CSV_SCREEN_TEXTS.downloadRejected,
                  run: () => {
                    downloadRejectedRows(text, sentMapping).then(
                      (fileName) => toast.success(CSV_SCREEN_TEXTS.rejectedDownloaded(fileName)),
                      (failure: unknown) => toast.error(CSV_SCREEN_TEXTS.rejectedFailed(errorReason(failure))),
                    );
                  },
                }
              : undefined;
          onDone(CSV_SCREEN_TEXTS.imported(result.lists, result.members, result.removedLists, result.removedMembers, result.dropped), rejected);
          // A replace import kept what it replaced (issue #21): one click puts it back.
          const kept = result.snapshotId;
          if (kept !== null) {
            toast.success(TRASH_TEXTS.replacedKept(result.removedLists), {
              label: TRASH_TEXTS.undo,
              run: () => {
                restoreSnapshot(kept)
                  .then(
                    () => toast.success(TRASH_TEXTS.importUndone),
                    (failure: unknown) => toast.error(TRASH_TEXTS.failed(errorReason(failure))),
                  )
                  .finally(() => void refresh());
              },
            });
          }
        },
      },
    );
  }

  return (
    <ImportDialog
      title={CSV_SCREEN_TEXTS.importTitle}
      description={CSV_SCREEN_TEXTS.importDescription}
      className="max-w-2xl"
      csv={csv}
      preview={preview}
      upload={upload}
      failed={(failure) => CSV_SCREEN_TEXTS.importListsFailed(errorReason(failure))}
      onPreview={(from) => {
        if (mapping) requestMappedPreview(from, mode);
        else requestPreview(from, mode, null);
      }}
      onClose={onClose}
      importing={current ? CSV_SCREEN_TEXTS.importing(current.totals.members) : null}
      fields={
        <>
          <TemplateLink />
          {mapping ? (
            <ColumnMappingStep
              columns={mapping.columns}
              draft={mapping.draft}
              onChange={(next) => {
                setDraft(next);
                setMappingProblem(null);
              }}
              lists={(lists.data?.lists ?? []).map((list) => list.name)}
              problem={mappingProblem}
              disabled={busy}
            />
          ) : null}
          <ModeChoice
            mode={mode}
            disabled={busy}
            onChange={(next) => {
              setMode(next);
              if (source && mapping) requestMappedPreview(source, next);
              else if (source) requestPreview(source, next, null);
            }}
          />
        </>
      }
      confirm={
        current ? (
          // Busy, not disabled, while importing: the focus stays on the button.
          <Button variant={mode === 'replace' ? 'danger' : 'primary'} disabled={blocked} busy={busy} icon={<Upload aria-hidden="true" className="size-4" />} onClick={onConfirm}>
            {CSV_SCREEN_TEXTS.confirm[mode]}
          </Button>
        ) : null
      }
    >
      {current ? <PreviewView preview={current} reveal={mapping !== null} /> : null}
    </ImportDialog>
  );
}

function sameMapping(a: ColumnMapping | null, b: ColumnMapping | null): boolean {
  return JSON.stringify(mappingQuery(a)) === JSON.stringify(mappingQuery(b));
}

/** 'Download template': the old format's exact header and an example row, made here (nothing to ask the server). */
function TemplateLink() {
  return (
    <p className="-mt-2 text-sm text-slate-600 dark:text-slate-400">
      <button
        type="button"
        className="font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-600 dark:text-indigo-300 dark:hover:text-indigo-200"
        onClick={() => {
          saveBlob(new Blob([csvTemplate()], { type: 'text/csv;charset=utf-8' }), CSV_TEMPLATE_FILE_NAME);
          toast.success(CSV_SCREEN_TEXTS.templateDownloaded(CSV_TEMPLATE_FILE_NAME));
        }}
      >
        {CSV_SCREEN_TEXTS.downloadTemplate}
      </button>{' '}
      {CSV_SCREEN_TEXTS.templateHint}
    </p>
  );
}

function ModeChoice({ mode, disabled, onChange }: { mode: ImportMode; disabled: boolean; onChange: (mode: ImportMode) => void }) {
  const name = useId();
  return (
    <fieldset disabled={disabled}>
      <legend className="text-sm font-medium text-slate-700 dark:text-slate-200">{CSV_SCREEN_TEXTS.mode}</legend>
      <div className="mt-1.5 grid gap-2 sm:grid-cols-2">
        {MODES.map((value) => {
          const hintId = `${name}-${value}-hint`;
          return (
            <label
              key={value}
              className={cn(
                'flex cursor-pointer gap-2.5 rounded-xl border p-3 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-500',
                mode === value
                  ? 'border-indigo-500 bg-indigo-50 dark:border-indigo-400 dark:bg-indigo-950/40'
                  : 'border-slate-200 hover:border-slate-300 dark:border-slate-700 dark:hover:border-slate-600',
              )}
            >
              <input
                type="radio"
                name={name}
                value={value}
                checked={mode === value}
                aria-describedby={hintId}
                onChange={() => {
                  onChange(value);
                }}
                className="mt-0.5 size-4 shrink-0 accent-indigo-600 dark:accent-indigo-400"
              />
              <span>
                <span className="block text-sm font-semibold text-slate-900 dark:text-white">{CSV_SCREEN_TEXTS.modes[value].label}</span>
                <span id={hintId} className="mt-0.5 block text-xs text-slate-600 dark:text-slate-400">
                  {CSV_SCREEN_TEXTS.modes[value].hint}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** `reveal`: under a mapping step the preview starts below the fold, so it scrolls into view when it comes. */
function PreviewView({ preview, reveal }: { preview: ImportPreview; reveal: boolean }) {
  const headingId = useId();
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    // Only the dialog's scrolling middle (the section's parent) moves: scrollIntoView would scroll the dialog's frame too.
    const element = section.current;
    const body = element?.parentElement;
    if (!reveal || !element || !body) return;
    body.scrollTop += element.getBoundingClientRect().top - body.getBoundingClientRect().top;
  }, [reveal]);
  const created = preview.lists.filter((list) => list.action === 'create').length;
  const merged = preview.lists.length - created;
  return (
    <section ref={section} aria-labelledby={headingId} className="space-y-4">
      <h3 id={headingId} className="text-base font-semibold text-slate-900 dark:text-white">
        {CSV_SCREEN_TEXTS.previewHeading}
      </h3>
      <Stats
        items={[
          { label: CSV_SCREEN_TEXTS.statLists, value: preview.totals.lists },
          { label: CSV_SCREEN_TEXTS.statMembers, value: preview.totals.members },
          { label: CSV_SCREEN_TEXTS.statDropped, value: preview.totals.dropped, muted: preview.totals.dropped === 0 },
        ]}
      />
      {preview.mode === 'replace' ? (
        <Consequence tone={preview.removes.lists > 0 ? 'warning' : 'info'}>
          {preview.removes.lists > 0 ? CSV_SCREEN_TEXTS.replaces(preview.removes.lists, preview.removes.members) : CSV_SCREEN_TEXTS.replacesNothing}
        </Consequence>
      ) : (
        <Consequence tone="info">{CSV_SCREEN_TEXTS.merges(created, merged)}</Consequence>
      )}
      {preview.refusal !== null ? <Alert>{preview.refusal}</Alert> : null}

      {preview.lists.length > 0 ? (
        <Table layout="scroll" region={CSV_SCREEN_TEXTS.listsTable} stackBelow="sm" className="max-h-64">
          <TableHead>
            <Th>{CSV_SCREEN_TEXTS.columnList}</Th>
            <Th className="text-right">{CSV_SCREEN_TEXTS.columnMembers}</Th>
            {preview.mode === 'merge' ? <Th className="w-20">{CSV_SCREEN_TEXTS.columnAction}</Th> : null}
          </TableHead>
          <TableBody>
            {preview.lists.map((list, index) => (
              // On a phone: the list on its own line, then its members and what the import does with it.
              <Tr key={`${list.name}-${String(index)}`} className="grid-cols-[minmax(0,1fr)_auto] items-center text-slate-800 dark:text-slate-200">
                <Td className="col-span-2">
                  <div className="flex min-w-0 items-start gap-2">
                    <span aria-hidden="true" className="mt-1.5 size-2.5 shrink-0 rounded-full ring-1 ring-slate-300 dark:ring-slate-600" style={{ backgroundColor: list.color }} />
                    {list.icon ? (
                      <span className="shrink-0">{list.icon}</span>
                    ) : (
                      <span className="inline-block size-5 shrink-0 rounded border border-dashed border-slate-300 dark:border-slate-600">
                        <span className="sr-only">{CSV_SCREEN_TEXTS.noIcon}</span>
                      </span>
                    )}
                    <span className="min-w-0">
                      <span className="block font-medium wrap-anywhere">{list.name}</span>
                      {list.communityId ? <span className="block text-xs wrap-anywhere text-slate-500 dark:text-slate-400">{SHARED_TEXTS.communityId(list.communityId)}</span> : null}
                    </span>
                  </div>
                </Td>
                <Td className="tabular-nums sm:text-right">
                  <Users aria-hidden="true" className="mr-1.5 inline size-3.5 align-[-2px] text-slate-500 sm:hidden dark:text-slate-400" />
                  {list.members.toLocaleString('en-US')}
                </Td>
                {preview.mode === 'merge' ? (
                  <Td>
                    <span
                      className={cn(
                        'inline-flex rounded-full px-2 py-0.5 text-xs font-medium',
                        list.action === 'create'
                          ? 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950/60 dark:text-emerald-300'
                          : 'bg-indigo-100 text-indigo-800 dark:bg-indigo-950/60 dark:text-indigo-300',
                      )}
                    >
                      {list.action === 'create' ? CSV_SCREEN_TEXTS.actionCreate : CSV_SCREEN_TEXTS.actionMerge}
                    </span>
                  </Td>
                ) : null}
              </Tr>
            ))}
          </TableBody>
        </Table>
      ) : null}

      <DroppedEntries entries={preview.dropped} total={preview.totals.dropped} />
      <Notes notes={preview.notes} />
    </section>
  );
}
