import { currentUser } from '../auth/guard';
import { endpoints, type ZodApp } from '../http/endpoint';
import { listSnapshotsOf, restoreSnapshot } from './snapshots-service';
import { startTrashPurge } from './purge';
import { deleteTrashedList, emptyTrash, listTrash, restoreTrashedList } from './trash-service';

/** The signed-in user's Trash and import snapshots: their own only; another user's id is a 404. */
export async function trashRoutes(app: ZodApp) {
  const route = endpoints(app);

  // Lists older than TRASH_DAYS go for good: at start, then hourly, on every instance (SKIP LOCKED).
  let stop: (() => Promise<void>) | null = null;
  app.addHook('onReady', async () => {
    stop = startTrashPurge(app.db, app.log, app.config.trashRetentionDays);
  });
  app.addHook('onClose', async () => stop?.());

  route('getTrash', async (request) => listTrash(app.db, currentUser(request).id, app.config.trashRetentionDays));
  route('restoreTrashedList', async (request) => restoreTrashedList(app.db, currentUser(request).id, request.params.id));
  route('deleteTrashedList', async (request) => deleteTrashedList(app.db, currentUser(request).id, request.params.id));
  route('emptyTrash', async (request) => emptyTrash(app.db, currentUser(request).id, request.query.through));
  route('getImportSnapshots', async (request) => listSnapshotsOf(app.db, currentUser(request).id));
  route('restoreImportSnapshot', async (request) => restoreSnapshot(app.db, currentUser(request).id, request.params.id));
}
