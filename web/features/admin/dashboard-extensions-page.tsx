import { useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, ExternalLink, ImageOff, Pencil, Plus, Trash2 } from 'lucide-react';
import type { Extension } from '../../../common/admin';
import { paths } from '../../../common/paths';
import { PageContainer } from '../../components/page-container';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button, buttonVariants } from '../../components/ui/button';
import { LoadingState } from '../../components/ui/loading-state';
import { errorReason } from '../../lib/field-errors';
import { usePageTitle } from '../../lib/use-page-title';
import { EXTENSIONS_TEXTS, USERS_TEXTS } from './admin-screen-texts';
import { useAdminExtensions } from './api/get-admin-extensions';
import { DeleteExtensionDialog } from './delete-extension-dialog';
import { ExtensionFormDialog } from './extension-form-dialog';

type Editing = { mode: 'add' } | { mode: 'edit'; extension: Extension } | { mode: 'delete'; extension: Extension } | null;

/** /dashboard/extensions: every extension as a card, Add/Edit in a dialog, Delete after a confirmation. */
export function DashboardExtensionsPage() {
  usePageTitle(EXTENSIONS_TEXTS.title);
  const extensions = useAdminExtensions();
  const [editing, setEditing] = useState<Editing>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const close = () => {
    setEditing(null);
  };

  let content: ReactNode;
  if (extensions.data) {
    content =
      extensions.data.length === 0 ? (
        <p className="mt-8 rounded-2xl border border-dashed border-slate-300 px-6 py-10 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
          {EXTENSIONS_TEXTS.noExtensions}
        </p>
      ) : (
        <ul aria-label={EXTENSIONS_TEXTS.title} className="mt-8 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {extensions.data.map((extension) => (
            <li key={extension.id} className="flex">
              <ExtensionCard
                extension={extension}
                onEdit={() => {
                  setEditing({ mode: 'edit', extension });
                }}
                onDelete={() => {
                  setEditing({ mode: 'delete', extension });
                }}
              />
            </li>
          ))}
        </ul>
      );
  } else if (extensions.error) {
    content = <Alert className="mt-8">{EXTENSIONS_TEXTS.fetchFailed(errorReason(extensions.error))}</Alert>;
  } else {
    content = <LoadingState />;
  }

  return (
    <PageContainer className="py-10 sm:py-14">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">{EXTENSIONS_TEXTS.title}</h1>
          <p className="mt-2 text-slate-600 dark:text-slate-400">{EXTENSIONS_TEXTS.subtitle}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to={paths.dashboard} className={buttonVariants({ variant: 'secondary' })}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            {USERS_TEXTS.backToDashboard}
          </Link>
          <button
            ref={addRef}
            type="button"
            aria-haspopup="dialog"
            className={buttonVariants()}
            onClick={() => {
              setEditing({ mode: 'add' });
            }}
          >
            <Plus aria-hidden="true" className="size-4" />
            {EXTENSIONS_TEXTS.addExtension}
          </button>
        </div>
      </div>
      {content}
      {editing?.mode === 'add' ? <ExtensionFormDialog onClose={close} onDone={close} /> : null}
      {editing?.mode === 'edit' ? <ExtensionFormDialog extension={editing.extension} onClose={close} onDone={close} /> : null}
      {editing?.mode === 'delete' ? <DeleteExtensionDialog extension={editing.extension} onClose={close} onDone={close} fallbackFocusRef={addRef} /> : null}
    </PageContainer>
  );
}

/** Only https images: the page's Content-Security-Policy would block any other (and log an error). */
function showableImage(url: string | null): string | null {
  return url?.startsWith('https://') ? url : null;
}

function ExtensionCard({ extension, onEdit, onDelete }: { extension: Extension; onEdit: () => void; onDelete: () => void }) {
  const headingId = useId();
  const image = showableImage(extension.imageUrl);
  return (
    <article
      aria-labelledby={headingId}
      className="flex w-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex h-36 items-center justify-center border-b border-slate-100 bg-slate-50 dark:border-slate-800 dark:bg-slate-950/60">
        {image ? (
          <img src={image} alt="" loading="lazy" referrerPolicy="no-referrer" className="max-h-28 max-w-[80%] object-contain" />
        ) : (
          <span className="flex flex-col items-center gap-1.5 text-xs text-slate-500 dark:text-slate-400">
            <ImageOff aria-hidden="true" className="size-6" />
            {EXTENSIONS_TEXTS.noImage}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-center gap-1.5">
          <Badge tone={extension.isPublic ? 'emerald' : 'slate'}>{extension.isPublic ? EXTENSIONS_TEXTS.public : EXTENSIONS_TEXTS.private}</Badge>
          <Badge tone={extension.isFree ? 'indigo' : 'amber'}>{extension.isFree ? EXTENSIONS_TEXTS.free : EXTENSIONS_TEXTS.premium}</Badge>
        </div>
        <h2 id={headingId} className="mt-3 text-lg font-semibold break-words text-slate-900 dark:text-white">
          {extension.title}
        </h2>
        {extension.version ? <p className="text-sm text-slate-500 dark:text-slate-400">{EXTENSIONS_TEXTS.version(extension.version)}</p> : null}
        {extension.description ? (
          <p className="mt-2 line-clamp-3 text-sm break-words whitespace-pre-line text-slate-600 dark:text-slate-300">{extension.description}</p>
        ) : null}
        {extension.stores.length > 0 ? (
          <ul aria-label={EXTENSIONS_TEXTS.storeLinks} className="mt-4 flex flex-wrap gap-2">
            {extension.stores.map((store) => (
              <li key={store.storeName}>
                <a
                  href={store.storeUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={EXTENSIONS_TEXTS.openInStore(extension.title, store.storeName)}
                  className="inline-flex items-center gap-1 rounded-md bg-slate-100 px-2 py-1 text-xs font-medium text-slate-700 hover:bg-indigo-50 hover:text-indigo-700 dark:bg-slate-800 dark:text-slate-200 dark:hover:bg-indigo-500/10 dark:hover:text-indigo-300"
                >
                  {store.storeName}
                  <ExternalLink aria-hidden="true" className="size-3" />
                </a>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-4 text-xs text-slate-500 dark:text-slate-400">{EXTENSIONS_TEXTS.noStores}</p>
        )}
        <div className="mt-auto flex gap-2 pt-5">
          <Button variant="secondary" size="sm" aria-haspopup="dialog" aria-label={EXTENSIONS_TEXTS.editNamed(extension.title)} onClick={onEdit}>
            <Pencil aria-hidden="true" className="size-3.5" />
            {EXTENSIONS_TEXTS.edit}
          </Button>
          <Button variant="secondary" size="sm" aria-haspopup="dialog" aria-label={EXTENSIONS_TEXTS.deleteNamed(extension.title)} onClick={onDelete}>
            <Trash2 aria-hidden="true" className="size-3.5 text-red-600 dark:text-red-400" />
            {EXTENSIONS_TEXTS.delete}
          </Button>
        </div>
      </div>
    </article>
  );
}
