import type { Category } from '../../../../common/blog';
import { Badge } from '../../../components/ui/badge';
import { ApiRequestError } from '../../../lib/api';
import { errorReason } from '../../../lib/field-errors';
import { useDeleteCategory } from './api/delete-category';
import { useBlogCategories } from './api/get-blog-categories';
import { BlogListSection } from './blog-list-section';
import { BLOG_SCREEN_TEXTS, BLOG_SECTION_TEXTS } from './blog-screen-texts';
import { CategoryFormDialog } from './category-form-dialog';
import { categoryTree } from './category-tree';
import { RowHeader, Td, Th } from '../../../components/ui/table';
import { BLOG_TEXTS } from '../../../../common/blog-texts.plain';

/** The refusal of a delete: a category in use (409) says why as the server words it (spec §8 otherwise). */
export function deleteCategoryMessage(error: unknown): string {
  if (error instanceof ApiRequestError && error.status === 409) return error.message;
  return BLOG_SCREEN_TEXTS.deleteCategoryFailed(errorReason(error));
}

/** Categories (spec §2): Name, Slug, Position, Active and Edit/Delete, in tree order; 'Add Category'. */
export function CategoriesSection() {
  const categories = useBlogCategories();
  const remove = useDeleteCategory();
  const depths = new Map(categoryTree(categories.data ?? []).map((node) => [node.category.id, node.depth]));
  return (
    <BlogListSection
      sectionKey="categories"
      texts={BLOG_SECTION_TEXTS.categories}
      query={categories}
      columns={
        <>
          <Th>{BLOG_SCREEN_TEXTS.name}</Th>
          <Th>{BLOG_SCREEN_TEXTS.slug}</Th>
          <Th className="text-right">{BLOG_SCREEN_TEXTS.position}</Th>
          <Th>{BLOG_SCREEN_TEXTS.active}</Th>
        </>
      }
      order={(items) => categoryTree(items).map((node) => node.category)}
      // Told before the button (issue #18): the server would refuse it with the same words.
      deleteRefusal={(category) => (category.postCount > 0 || category.childCount > 0 ? BLOG_TEXTS.categoryInUse(category.postCount, category.childCount) : null)}
      cells={(category) => {
        const depth = depths.get(category.id) ?? 0;
        return (
          <>
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
          </>
        );
      }}
      form={(category: Category | undefined, close) => <CategoryFormDialog category={category} categories={categories.data ?? []} onClose={close} onDone={close} />}
      remove={remove}
      deleteFailed={deleteCategoryMessage}
    />
  );
}
