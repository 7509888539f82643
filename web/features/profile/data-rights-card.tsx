import { Download } from 'lucide-react';
import { MY_DATA_FILE_NAME, MY_LISTS_CSV_FILE_NAME } from '../../../common/account-data';
import { Alert, RefusalAlert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { SectionCard } from '../../components/ui/section-card';
import { toast } from '../../components/ui/toaster';
import { useDownloadMyData, useDownloadMyListsCsv } from './api/account-data';
import { DeleteAccount } from './delete-account';
import { PROFILE_SCREEN_TEXTS as T } from './profile-screen-texts';

/** Profile › Your data (issue #38 item 9): download everything about me, or delete my account. */
export function DataRightsCard() {
  const json = useDownloadMyData();
  const csv = useDownloadMyListsCsv();
  const error = json.error ?? csv.error;
  return (
    <SectionCard title={T.yourData} description={T.yourDataDescription}>
      <p className="text-sm text-slate-700 dark:text-slate-300">{T.downloadMyDataHint}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button
          variant="secondary"
          icon={<Download aria-hidden="true" className="size-4" />}
          pending={json.isPending}
          onClick={() => {
            csv.reset();
            json.mutate(undefined, {
              onSuccess: () => {
                toast.success(T.dataDownloaded(MY_DATA_FILE_NAME));
              },
            });
          }}
        >
          {T.downloadMyData}
        </Button>
        <Button
          variant="secondary"
          icon={<Download aria-hidden="true" className="size-4" />}
          pending={csv.isPending}
          onClick={() => {
            json.reset();
            csv.mutate(undefined, {
              onSuccess: (saved) => {
                if (saved) toast.success(T.listsDownloaded(MY_LISTS_CSV_FILE_NAME));
              },
            });
          }}
        >
          {T.downloadMyLists}
        </Button>
      </div>
      {csv.data === false ? (
        <Alert tone="info" className="mt-4">
          {T.noListsToDownload}
        </Alert>
      ) : null}
      {error ? <RefusalAlert error={error} failed={T.downloadFailed} className="mt-4" /> : null}
      <div className="mt-6 border-t border-slate-100 pt-4 dark:border-slate-800">
        <DeleteAccount />
      </div>
    </SectionCard>
  );
}
