import { useRef } from 'react';
import type { ReactNode } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryState } from '../../../components/ui/query-state';
import { SectionHeading } from '../../../components/ui/section-heading';
import { useItemDialogs } from '../../../lib/use-item-dialogs';
import { AddButton } from '../page-actions';
import { BLOG_SCREEN_TEXTS, type BlogSectionTexts } from './blog-screen-texts';
import { RowActionsCell } from './row-actions';
import { Table, TableBody, TableHead, Th, Tr } from '../../../components/ui/table';
import { toast } from '../../../components/ui/toaster';

type Item = { id: number; name: string };

type BlogListSectionProps<T extends Item> = {
  /** 'categories' or 'tags': names the heading `blog-<key>-heading`. */
  sectionKey: string;
  /** The section's words (BLOG_SECTION_TEXTS): its heading, 'Add …', the table's name, the empty and failed states, the delete's title and question. */
  texts: BlogSectionTexts;
  query: { data: T[] | undefined; error: Error | null };
  /** The column headers (the last, 'Actions', is added here). */
  columns: ReactNode;
  /** The rows in the order shown. */
  order: (items: T[]) => T[];
  /** A row's cells before its Edit/Delete cell. */
  cells: (item: T) => ReactNode;
  /** The add (no item) or edit dialog; `close` ends it. */
  form: (item: T | undefined, close: () => void) => ReactNode;
  remove: { mutate: (id: number, options: { onSuccess: () => void }) => void; reset: () => void; isPending: boolean; error: Error | null };
  /** Why the server would refuse this delete (a category in use), said before any button; null when it may go. */
  deleteRefusal?: (item: T) => string | null;
  deleteFailed: (error: Error) => string;
};

/**
 * A blog section edited in dialogs (categories, tags): its heading with 'Add …', the table with
 * Edit/Delete on each row, the form dialog and the confirmation of a delete.
 */
export function BlogListSection<T extends Item>(props: BlogListSectionProps<T>) {
  const { sectionKey, texts, query, remove } = props;
  const { title, add: addLabel } = texts;
  const dialogs = useItemDialogs<T>(remove.reset);
  const { dialog: editing, close } = dialogs;
  const addRef = useRef<HTMLButtonElement>(null);
  const headingId = `blog-${sectionKey}-heading`;

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <SectionHeading
        id={headingId}
        title={title}
        actions={
          <AddButton ref={addRef} onClick={dialogs.add}>
            {addLabel}
          </AddButton>
        }
      />
      <QueryState query={query} failed={texts.fetchFailed}>
        {(items) =>
          items.length === 0 ? (
            <EmptyState>{texts.empty}</EmptyState>
          ) : (
            <Table label={texts.table}>
              <TableHead>
                {props.columns}
                <Th className="text-right">{BLOG_SCREEN_TEXTS.actions}</Th>
              </TableHead>
              <TableBody>
                {props.order(items).map((item) => (
                  <Tr key={item.id}>
                    {props.cells(item)}
                    <RowActionsCell
                      name={item.name}
                      onEdit={() => {
                        dialogs.edit(item);
                      }}
                      onDelete={() => {
                        dialogs.remove(item);
                      }}
                    />
                  </Tr>
                ))}
              </TableBody>
            </Table>
          )
        }
      </QueryState>
      {editing?.mode === 'add' ? props.form(undefined, close) : null}
      {editing?.mode === 'edit' ? props.form(editing.item, close) : null}
      {editing?.mode === 'delete' ? (
        <ConfirmDialog
          title={texts.deleteTitle}
          message={props.deleteRefusal?.(editing.item) ?? texts.deleteQuestion(editing.item.name)}
          cancelLabel={BLOG_SCREEN_TEXTS.cancel}
          confirmLabel={BLOG_SCREEN_TEXTS.delete}
          error={remove.error ? props.deleteFailed(remove.error) : null}
          pending={remove.isPending}
          fallbackFocusRef={addRef}
          onClose={close}
          onConfirm={
            props.deleteRefusal?.(editing.item)
              ? null
              : () => {
                  remove.mutate(editing.item.id, {
                    onSuccess: () => {
                      toast.success(BLOG_SCREEN_TEXTS.deleted(editing.item.name));
                      close();
                    },
                  });
                }
          }
        />
      ) : null}
    </section>
  );
}
