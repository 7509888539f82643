import { useMutation, useQueryClient } from '@tanstack/react-query';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import { MY_DATA_FILE_NAME, MY_LISTS_CSV_FILE_NAME, type DeleteAccountRequest, type MyData } from '../../../../common/account-data';
import { paths } from '../../../../common/paths.plain';
import type { SessionResponse } from '../../../../common/session';
import { profileRoutes } from '../../../../common/api/routes';
import { sessionQueryKey } from '../../../api/session';
import { toast } from '../../../components/ui/toaster';
import { api } from '../../../lib/api-checked';
import { saveBlob } from '../../../lib/save-blob';

/** 'Download my data': everything the server keeps about me, saved as a JSON file. Resolves with what was saved. */
export async function downloadMyData(): Promise<MyData> {
  const data = await api(profileRoutes.downloadMyData);
  saveBlob(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), MY_DATA_FILE_NAME);
  return data;
}

/** The same answer's lists in the old CSV format; resolves with false when there is no list to save. */
export async function downloadMyListsCsv(): Promise<boolean> {
  const { listsCsv } = await api(profileRoutes.downloadMyData);
  if (listsCsv === null) return false;
  saveBlob(new Blob([listsCsv], { type: 'text/csv;charset=utf-8' }), MY_LISTS_CSV_FILE_NAME);
  return true;
}

export function useDownloadMyData() {
  return useMutation({ mutationFn: downloadMyData });
}

export function useDownloadMyListsCsv() {
  return useMutation({ mutationFn: downloadMyListsCsv });
}

/** What deleting my account would do now: read afresh each time the question opens, before it opens. */
export function useAccountDeletionPreview() {
  return useMutation({ mutationFn: () => api(profileRoutes.accountDeletionPreview) });
}

/**
 * Deletes my account; once the server has, the SPA forgets me and goes home (like logging out),
 * says so, and nothing I loaded stays in the cache.
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (body: DeleteAccountRequest) => api(profileRoutes.deleteAccount, { body }),
    onSuccess: (answer) => {
      // Said here, not by the dialog: the page that held it is gone once home is shown.
      toast.success(answer.message);
      flushSync(() => void navigate(paths.home));
      queryClient.setQueryData<SessionResponse>(sessionQueryKey, { user: null });
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
    },
  });
}
