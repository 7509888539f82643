import { useRef } from 'react';
import { ExternalLink } from 'lucide-react';
import type { Extension } from '../../../common/admin';
import { PageContainer } from '../../components/page-container';
import { Badge } from '../../components/ui/badge';
import { EmptyState } from '../../components/ui/empty-state';
import { ExternalAnchor } from '../../components/ui/external-link';
import { QueryState } from '../../components/ui/query-state';
import { CardImage, RemoteImage } from '../../components/ui/remote-image';
import { AdminCard, EditDeleteActions } from './admin-card';
import { useItemDialogs } from '../../lib/use-item-dialogs';
import { usePageTitle } from '../../lib/use-page-title';
import { EXTENSIONS_TEXTS } from './admin-screen-texts';
import { useAdminExtensions } from './api/get-admin-extensions';
import { DeleteExtensionDialog } from './delete-extension-dialog';
import { ExtensionFormDialog } from './extension-form-dialog';
import { AdminPageHeader, CardGrid } from './page-actions';
import { toast } from '../../components/ui/toaster';

/** /dashboard/extensions: every extension as a card, Add/Edit in a dialog, Delete after a confirmation. */
export function DashboardExtensionsPage() {
  usePageTitle(EXTENSIONS_TEXTS.title);
  const extensions = useAdminExtensions();
  const dialogs = useItemDialogs<Extension>();
  const { dialog, close } = dialogs;
  const done = (message: string) => {
    close();
    toast.success(message);
  };
  const addRef = useRef<HTMLButtonElement>(null);

  return (
    <PageContainer className="py-10 sm:py-14">
      <AdminPageHeader title={EXTENSIONS_TEXTS.title} description={EXTENSIONS_TEXTS.subtitle} add={{ ref: addRef, onClick: dialogs.add, children: EXTENSIONS_TEXTS.addExtension }} />
      <QueryState query={extensions} failed={EXTENSIONS_TEXTS.fetchFailed} errorClassName="mt-8">
        {(items) =>
          items.length === 0 ? (
            <EmptyState className="mt-8">{EXTENSIONS_TEXTS.noExtensions}</EmptyState>
          ) : (
            <CardGrid items={items} label={EXTENSIONS_TEXTS.title} className="mt-8">
              {(extension) => <ExtensionCard extension={extension} onEdit={() => dialogs.edit(extension)} onDelete={() => dialogs.remove(extension)} />}
            </CardGrid>
          )
        }
      </QueryState>
      {dialog?.mode === 'add' ? <ExtensionFormDialog onClose={close} onDone={() => done(EXTENSIONS_TEXTS.saved)} /> : null}
      {dialog?.mode === 'edit' ? <ExtensionFormDialog extension={dialog.item} onClose={close} onDone={() => done(EXTENSIONS_TEXTS.saved)} /> : null}
      {dialog?.mode === 'delete' ? (
        <DeleteExtensionDialog extension={dialog.item} onClose={close} onDone={() => done(EXTENSIONS_TEXTS.deleted(dialog.item.title))} fallbackFocusRef={addRef} />
      ) : null}
    </PageContainer>
  );
}

function ExtensionCard({ extension, onEdit, onDelete }: { extension: Extension; onEdit: () => void; onDelete: () => void }) {
  return (
    <AdminCard
      title={extension.title}
      headingLevel={2}
      media={
        <CardImage url={extension.imageUrl} noImage={EXTENSIONS_TEXTS.noImage} className="h-36 text-xs text-slate-500 dark:text-slate-400">
          {(src, fallback) => <RemoteImage src={src} fallback={fallback} loading="lazy" className="max-h-28 max-w-[80%] object-contain" />}
        </CardImage>
      }
      badges={
        <>
          <Badge tone={extension.isPublic ? 'emerald' : 'slate'}>{extension.isPublic ? EXTENSIONS_TEXTS.public : EXTENSIONS_TEXTS.private}</Badge>
          <Badge tone={extension.isFree ? 'indigo' : 'amber'}>{extension.isFree ? EXTENSIONS_TEXTS.free : EXTENSIONS_TEXTS.premium}</Badge>
        </>
      }
      actions={<EditDeleteActions name={extension.title} texts={EXTENSIONS_TEXTS} onEdit={onEdit} onDelete={onDelete} />}
    >
      {extension.version ? <p className="text-sm text-slate-500 dark:text-slate-400">{EXTENSIONS_TEXTS.version(extension.version)}</p> : null}
      {extension.description ? (
        <p className="mt-2 line-clamp-3 text-sm break-words whitespace-pre-line text-slate-600 dark:text-slate-300">{extension.description}</p>
      ) : null}
      {extension.stores.length > 0 ? (
        <ul aria-label={EXTENSIONS_TEXTS.storeLinks} className="mt-4 flex flex-wrap gap-2">
          {extension.stores.map((store) => (
            <li key={store.storeName}>
              <ExternalAnchor
                href={store.storeUrl}
                aria-label={EXTENSIONS_TEXTS.openInStore(extension.title, store.storeName)}
                className="inline-flex items-center gap-1 rounded-md bg-slate-100 px-2 py-1 text-xs font-medium text-slate-700 hover:bg-indigo-50 hover:text-indigo-700 dark:bg-slate-800 dark:text-slate-200 dark:hover:bg-indigo-500/10 dark:hover:text-indigo-300"
              >
                {store.storeName}
                <ExternalLink aria-hidden="true" className="size-3" />
              </ExternalAnchor>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 text-xs text-slate-500 dark:text-slate-400">{EXTENSIONS_TEXTS.noStores}</p>
      )}
    </AdminCard>
  );
}
