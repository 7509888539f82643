import { useId } from 'react';
import { Upload } from 'lucide-react';
import { CSV_TEXTS } from '../../../common/csv';
import type { ListImportPreview } from '../../../common/csv';
import { Button } from '../../components/ui/button';
import { ApiRequestError } from '../../lib/api';
import { errorReason } from '../../lib/field-errors';
import { useImportListCsv } from './api/import-list-csv';
import { usePreviewListImport } from './api/preview-list-import';
import { CSV_SCREEN_TEXTS } from './csv-screen-texts';
import { useCsvSource } from './csv-file-field';
import { ImportDialog } from './import-dialog';
import { Consequence, DroppedEntries, Notes, Stats } from './preview-parts';
import type { CsvSource } from './csv-file-field';
import { SHARED_TEXTS } from '../../components/shared-texts';

/** 'List ID not found' when the list is gone (or not mine), else 'Failed to import list members: …'. */
export function listImportFailure(error: unknown): string {
  if (error instanceof ApiRequestError && error.status === 404) return CSV_TEXTS.listIdNotFound;
  return CSV_SCREEN_TEXTS.importListMembersFailed(errorReason(error));
}

type ImportListDialogProps = {
  list: { id: number; name: string };
  onClose: () => void;
  /** After a successful import, with the summary to show. */
  onDone: (summary: string) => void;
};

/**
 * A card's 'Import CSV' (spec §2, §7 "Per-list import"): a one-list file replaces the list's
 * members and sets its icon and community id, after a preview that changes nothing.
 */
export function ImportListDialog({ list, onClose, onDone }: ImportListDialogProps) {
  const preview = usePreviewListImport();
  const upload = useImportListCsv();
  const csv = useCsvSource(requestPreview);
  const { source } = csv;

  function requestPreview(from: CsvSource) {
    upload.reset();
    preview.mutate({ listId: list.id, text: from.text });
  }

  const current = preview.data && source && preview.variables?.text === source.text ? preview.data : null;
  const busy = upload.isPending;

  function onConfirm() {
    if (!source || !current || busy) return;
    upload.mutate(
      { listId: list.id, text: source.text },
      {
        onSuccess: (result) => {
          onDone(CSV_SCREEN_TEXTS.importedList(list.name, result.members, result.removed, result.dropped));
        },
      },
    );
  }

  return (
    <ImportDialog
      title={CSV_SCREEN_TEXTS.listImportTitle(list.name)}
      description={CSV_SCREEN_TEXTS.listImportDescription}
      className="max-w-xl"
      csv={csv}
      preview={preview}
      upload={upload}
      failed={listImportFailure}
      onPreview={requestPreview}
      onClose={onClose}
      importing={current ? CSV_SCREEN_TEXTS.importing(current.members) : null}
      confirm={
        current ? (
          <Button variant="danger" busy={busy} icon={<Upload aria-hidden="true" className="size-4" />} onClick={onConfirm}>
            {CSV_SCREEN_TEXTS.confirmListImport}
          </Button>
        ) : null
      }
    >
      {current ? <ListPreviewView preview={current} /> : null}
    </ImportDialog>
  );
}

function ListPreviewView({ preview }: { preview: ListImportPreview }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h3 id={headingId} className="text-base font-semibold text-slate-900 dark:text-white">
        {CSV_SCREEN_TEXTS.previewHeading}
      </h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 rounded-xl border border-slate-200 px-4 py-3 text-sm dark:border-slate-800">
        <dt className="text-slate-500 dark:text-slate-400">{CSV_SCREEN_TEXTS.listLabel}</dt>
        <dd className="font-medium break-words text-slate-900 dark:text-white">{preview.listName}</dd>
        <dt className="text-slate-500 dark:text-slate-400">{CSV_SCREEN_TEXTS.iconLabel}</dt>
        <dd className="text-slate-900 dark:text-white">{preview.icon ?? SHARED_TEXTS.notSet}</dd>
        <dt className="text-slate-500 dark:text-slate-400">{CSV_SCREEN_TEXTS.communityIdLabel}</dt>
        <dd className="text-slate-900 dark:text-white">{preview.communityId ?? SHARED_TEXTS.notSet}</dd>
      </dl>
      <Stats
        items={[
          { label: CSV_SCREEN_TEXTS.statMembers, value: preview.members },
          { label: CSV_SCREEN_TEXTS.statReplaced, value: preview.removes, muted: preview.removes === 0 },
          { label: CSV_SCREEN_TEXTS.statDropped, value: preview.totals.dropped, muted: preview.totals.dropped === 0 },
        ]}
      />
      <Consequence tone={preview.removes > 0 ? 'warning' : 'info'}>{CSV_SCREEN_TEXTS.listReplaces(preview.removes, preview.members)}</Consequence>
      <DroppedEntries entries={preview.dropped} total={preview.totals.dropped} />
      <Notes notes={preview.notes} />
    </section>
  );
}
