import { BLOG_TEXTS } from '../../../../common/blog-texts.plain';
import type { Category } from '../../../../common/blog';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { FormDialog } from '../../../components/ui/form-dialog';
import { SelectField } from '../../../components/ui/select-field';
import { TextField, TextareaField } from '../../../components/ui/text-field';
import { errorReason } from '../../../lib/field-errors';
import { useFormState } from '../../../lib/use-form-state';
import { useSaveCategory } from './api/save-category';
import { BLOG_SCREEN_TEXTS } from './blog-screen-texts';
import { categoryFormValues, readCategoryForm } from './category-form';
import { categoryTree, indentedName, selfAndDescendants } from './category-tree';
import { NameAndSlugFields, isSlugTaken } from './slug-fields';

/** 'Add Category' (category undefined) or 'Edit Category' (spec §2): Name, Slug, Description, Parent, Position, Active. */
export function CategoryFormDialog({
  category,
  categories,
  onClose,
  onDone,
}: {
  category?: Category;
  categories: readonly Category[];
  onClose: () => void;
  onDone: (saved: Category) => void;
}) {
  const form = useFormState(() => categoryFormValues(category));
  const save = useSaveCategory();
  const title = category ? BLOG_SCREEN_TEXTS.editCategory : BLOG_SCREEN_TEXTS.addCategory;

  // A category cannot sit below itself or below one of its own sub-categories.
  const excluded = category ? selfAndDescendants(categories, category.id) : new Set<number>();
  const parents = [
    { value: '', label: BLOG_SCREEN_TEXTS.noParent },
    ...categoryTree(categories)
      .filter((node) => !excluded.has(node.category.id))
      .map((node) => ({ value: String(node.category.id), label: indentedName(node) })),
  ];

  function onSubmit() {
    const input = form.accept(readCategoryForm(form.values));
    if (!input) return;
    save.mutate(
      { id: category?.id ?? null, input },
      {
        onSuccess: onDone,
        onError: (failure) => {
          if (isSlugTaken(failure)) form.refuse({ slug: BLOG_TEXTS.categorySlugTaken });
        },
      },
    );
  }

  return (
    <FormDialog
      title={title}
      className="max-w-xl"
      formRef={form.formRef}
      pending={save.isPending}
      error={save.error && !isSlugTaken(save.error) ? BLOG_SCREEN_TEXTS.saveCategoryFailed(errorReason(save.error)) : null}
      cancelLabel={BLOG_SCREEN_TEXTS.cancel}
      submitLabel={category ? BLOG_SCREEN_TEXTS.update : BLOG_SCREEN_TEXTS.save}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <NameAndSlugFields form={form} nameKey="name" nameLabel={BLOG_SCREEN_TEXTS.name} nameMaxLength={100} slugHint={BLOG_SCREEN_TEXTS.slugHint} autoFocus columns />
      <TextareaField label={BLOG_SCREEN_TEXTS.description} rows={3} maxLength={1000} {...form.text('description')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label={BLOG_SCREEN_TEXTS.parent} options={parents} {...form.select('parentId')} />
        <TextField label={BLOG_SCREEN_TEXTS.position} type="number" inputMode="numeric" step={1} {...form.text('position')} />
      </div>
      <CheckboxField label={BLOG_SCREEN_TEXTS.active} {...form.checkbox('isActive')} />
    </FormDialog>
  );
}
