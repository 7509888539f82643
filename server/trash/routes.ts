import { currentActor } from '../access/actor';
import { logActivity } from '../teams/activity';
import { endpoints, type ZodApp } from '../http/endpoint';
import { listSnapshotsOf, restoreSnapshot } from './snapshots-service';
import { deleteTrashedList, emptyTrash, listTrash, restoreTrashedList } from './trash-service';

/** The current workspace's Trash and import snapshots: its own only; another's id is a 404. */
export async function trashRoutes(app: ZodApp) {
  const route = endpoints(app);

  route('getTrash', async (request) => listTrash(app.db, currentActor(request).workspaceId, app.config.trashRetentionDays));
  route('restoreTrashedList', async (request) => {
    const actor = currentActor(request);
    const list = await restoreTrashedList(app.db, actor.workspaceId, request.params.id);
    await logActivity(request, actor, 'list.restore', list.name);
    return list;
  });
  route('deleteTrashedList', async (request) => {
    const actor = currentActor(request);
    const { name } = await deleteTrashedList(app.db, actor.workspaceId, request.params.id);
    await logActivity(request, actor, 'list.destroy', name);
  });
  route('emptyTrash', async (request) => {
    const actor = currentActor(request);
    const result = await emptyTrash(app.db, actor.workspaceId, request.query.through);
    if (result.deleted > 0) await logActivity(request, actor, 'trash.empty', `${String(result.deleted)} ${result.deleted === 1 ? 'list' : 'lists'} deleted for good`);
    return result;
  });
  route('getImportSnapshots', async (request) => listSnapshotsOf(app.db, currentActor(request).workspaceId));
  route('restoreImportSnapshot', async (request) => {
    const actor = currentActor(request);
    const result = await restoreSnapshot(app.db, actor.workspaceId, request.params.id);
    await logActivity(request, actor, 'snapshot.restore', 'the lists as they were before an import');
    return result;
  });
}
