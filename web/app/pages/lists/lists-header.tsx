import { Link } from 'react-router';
import { ListPlus, Trash2, Upload } from 'lucide-react';
import type { ListsResponse } from '../../../../common/lists';
import { paths } from '../../../../common/paths.plain';
import { SHARED_TEXTS } from '../../../components/shared-texts';
import { Button, buttonVariants } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { viewerLock } from '../../../components/viewer-notice';
import { ExportButton } from '../../../features/csv/export-button';
import type { useCsvExports } from '../../../features/csv/use-csv-exports';
import { LISTS_SCREEN_TEXTS } from '../../../features/lists/lists-screen-texts';
import { PAGE_TEXTS } from '../page-texts';

type ListsHeaderProps = {
  quota: ListsResponse['quota'];
  canCreate: boolean;
  creating: boolean;
  onCreate: () => void;
  onImport: () => void;
  csv: ReturnType<typeof useCsvExports>;
  /** Why changes are off (a Viewer, a team over its plan), or null. */
  readOnly: string | null;
};

/** The Lists screen's title, its plan counter, New list, Import CSV, Export CSV and the Trash. */
export function ListsHeader({ quota, canCreate, creating, onCreate, onImport, csv, readOnly }: ListsHeaderProps) {
  return (
    <PageHeader
      title="Lists"
      badge={
        <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-200">
          {PAGE_TEXTS.tierCounter(quota.tier, quota.used, quota.maxlist)}
        </span>
      }
      actions={
        <>
          <Button onClick={onCreate} disabled={!canCreate} pending={creating} icon={<ListPlus aria-hidden="true" className="size-4" />} {...viewerLock(readOnly)}>
            {LISTS_SCREEN_TEXTS.newList}
          </Button>
          <Button variant="secondary" aria-haspopup="dialog" icon={<Upload aria-hidden="true" className="size-4" />} onClick={onImport} {...viewerLock(readOnly)}>
            {SHARED_TEXTS.importCsv}
          </Button>
          {/* quota.used counts every list I own, also those a member search hides. */}
          <ExportButton busy={csv.exportingAll} onExport={() => csv.exportAll(quota.used)}>
            {SHARED_TEXTS.exportCsv}
          </ExportButton>
          {/* Deleted lists and Import history (issue #21). */}
          <Link to={paths.trash} className={buttonVariants({ variant: 'ghost' })}>
            <Trash2 aria-hidden="true" className="size-4" />
            {LISTS_SCREEN_TEXTS.trash}
          </Link>
        </>
      }
    />
  );
}
