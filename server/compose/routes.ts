import { currentUser } from '../http/identity';
import { endpoints, type ZodApp } from '../http/endpoint';
import { createTemplate, deleteTemplate, getComposer, updateComposerSettings, updateTemplate } from './compose-service';

/** The composer's templates and settings: the signed-in user's own, no other user can be named. */
export async function composeRoutes(app: ZodApp) {
  const route = endpoints(app);

  route('getComposer', async (request) => getComposer(app.db, currentUser(request).id));
  route('updateComposerSettings', async (request) => updateComposerSettings(app.db, currentUser(request).id, request.body));
  route('createTemplate', async (request) => createTemplate(app.db, currentUser(request).id, request.body));
  route('updateTemplate', async (request) => updateTemplate(app.db, currentUser(request).id, request.params.id, request.body));
  route('deleteTemplate', async (request) => deleteTemplate(app.db, currentUser(request).id, request.params.id));
}
