import { useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Plus } from 'lucide-react';
import { BLOG_TEXTS } from '../../../../common/blog-texts';
import type { Category } from '../../../../common/blog';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { buttonVariants } from '../../../components/ui/button';
import { LoadingState } from '../../../components/ui/loading-state';
import { ApiRequestError } from '../../../lib/api';
import { errorReason } from '../../../lib/field-errors';
import { useDeleteCategory } from './api/delete-category';
import { useBlogCategories } from './api/get-blog-categories';
import { BLOG_SCREEN_TEXTS } from './blog-screen-texts';
import { CategoryFormDialog } from './category-form-dialog';
import { categoryTree } from './category-tree';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { RowActions } from './row-actions';
import { SectionHeader } from './section-header';
import { EmptyState, RowHeader, Table, TableBody, TableHead, Td, Th, Tr } from './table';

type Editing = { mode: 'add' } | { mode: 'edit'; category: Category } | { mode: 'delete'; category: Category } | null;

/** The refusal of a delete: a category in use (409) says why as the server words it (spec §8 otherwise). */
export function deleteCategoryMessage(error: unknown): string {
  if (error instanceof ApiRequestError && error.status === 409) return error.message;
  return BLOG_TEXTS.deleteCategoryFailed(errorReason(error));
}

/** Categories (spec §2): Name, Slug, Position, Active and Edit/Delete, in tree order; 'Add Category'. */
export function CategoriesSection() {
  const categories = useBlogCategories();
  const [editing, setEditing] = useState<Editing>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const remove = useDeleteCategory();
  const close = () => {
    setEditing(null);
  };
  function open(next: Editing) {
    remove.reset();
    setEditing(next);
  }

  let content: ReactNode;
  if (categories.data) {
    content =
      categories.data.length === 0 ? (
        <EmptyState>{BLOG_SCREEN_TEXTS.noCategories}</EmptyState>
      ) : (
        <Table label={BLOG_SCREEN_TEXTS.categoriesTable}>
          <TableHead>
            <Th>{BLOG_SCREEN_TEXTS.name}</Th>
            <Th>{BLOG_SCREEN_TEXTS.slug}</Th>
            <Th className="text-right">{BLOG_SCREEN_TEXTS.position}</Th>
            <Th>{BLOG_SCREEN_TEXTS.active}</Th>
            <Th className="text-right">{BLOG_SCREEN_TEXTS.actions}</Th>
          </TableHead>
          <TableBody>
            {categoryTree(categories.data).map(({ category, depth }) => (
              <Tr key={category.id}>
                <RowHeader>
                  <span className="flex items-center gap-1.5" style={{ paddingLeft: `${String(depth * 1.25)}rem` }}>
                    {depth > 0 ? (
                      <span aria-hidden="true" className="text-slate-400 dark:text-slate-500">
                        ↳
                      </span>
                    ) : null}
                    <span className="break-words">{category.name}</span>
                  </span>
                </RowHeader>
                <Td label={BLOG_SCREEN_TEXTS.slug} className="font-mono text-xs break-all">{category.slug}</Td>
                <Td label={BLOG_SCREEN_TEXTS.position} className="tabular-nums md:text-right">{category.position}</Td>
                <Td label={BLOG_SCREEN_TEXTS.active}>
                  <Badge tone={category.isActive ? 'emerald' : 'slate'}>{category.isActive ? BLOG_SCREEN_TEXTS.yes : BLOG_SCREEN_TEXTS.no}</Badge>
                </Td>
                <Td actions>
                  <RowActions
                    name={category.name}
                    onEdit={() => {
                      open({ mode: 'edit', category });
                    }}
                    onDelete={() => {
                      open({ mode: 'delete', category });
                    }}
                  />
                </Td>
              </Tr>
            ))}
          </TableBody>
        </Table>
      );
  } else if (categories.error) {
    content = <Alert>{BLOG_SCREEN_TEXTS.fetchCategoriesFailed(errorReason(categories.error))}</Alert>;
  } else {
    content = <LoadingState />;
  }

  return (
    <section aria-labelledby="blog-categories-heading" className="space-y-4">
      <SectionHeader headingId="blog-categories-heading" title={BLOG_SCREEN_TEXTS.categories}>
        <button
          ref={addRef}
          type="button"
          aria-haspopup="dialog"
          className={buttonVariants()}
          onClick={() => {
            open({ mode: 'add' });
          }}
        >
          <Plus aria-hidden="true" className="size-4" />
          {BLOG_TEXTS.addCategory}
        </button>
      </SectionHeader>
      {content}
      {editing?.mode === 'add' ? <CategoryFormDialog categories={categories.data ?? []} onClose={close} onDone={close} /> : null}
      {editing?.mode === 'edit' ? <CategoryFormDialog category={editing.category} categories={categories.data ?? []} onClose={close} onDone={close} /> : null}
      {editing?.mode === 'delete' ? (
        <ConfirmDeleteDialog
          title={BLOG_SCREEN_TEXTS.deleteCategory}
          question={BLOG_SCREEN_TEXTS.deleteCategoryConfirm(editing.category.name)}
          error={remove.error ? deleteCategoryMessage(remove.error) : null}
          pending={remove.isPending}
          fallbackFocusRef={addRef}
          onClose={close}
          onConfirm={() => {
            remove.mutate(editing.category.id, { onSuccess: close });
          }}
        />
      ) : null}
    </section>
  );
}
