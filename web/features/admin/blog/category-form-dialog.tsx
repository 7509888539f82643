import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { BLOG_ERROR_CODES } from '../../../../common/blog';
import { BLOG_TEXTS } from '../../../../common/blog-texts';
import type { Category } from '../../../../common/blog';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { Dialog } from '../../../components/ui/dialog';
import { SelectField } from '../../../components/ui/select-field';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { ApiRequestError } from '../../../lib/api';
import { errorReason } from '../../../lib/field-errors';
import { useSaveCategory } from './api/save-category';
import { BLOG_SCREEN_TEXTS } from './blog-screen-texts';
import { categoryFormValues, readCategoryForm } from './category-form';
import type { CategoryFormValues, FormErrors } from './category-form';
import { categoryTree, indentedName, selfAndDescendants } from './category-tree';
import { slugAfterName, slugTyped } from './slug';
import { TextareaField } from './textarea-field';

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
  const [values, setValues] = useState<CategoryFormValues>(() => categoryFormValues(category));
  const [errors, setErrors] = useState<FormErrors>({});
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const save = useSaveCategory();
  const title = category ? BLOG_TEXTS.editCategory : BLOG_TEXTS.addCategory;

  // After a refused submit, the first wrong field (in the order on screen) gets the focus.
  useEffect(() => {
    if (attempt === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  // A category cannot sit below itself or below one of its own sub-categories.
  const excluded = category ? selfAndDescendants(categories, category.id) : new Set<number>();
  const parents = [
    { value: '', label: BLOG_SCREEN_TEXTS.noParent },
    ...categoryTree(categories)
      .filter((node) => !excluded.has(node.category.id))
      .map((node) => ({ value: String(node.category.id), label: indentedName(node) })),
  ];

  function set<K extends keyof CategoryFormValues>(key: K, value: CategoryFormValues[K]) {
    setValues((current) => ({ ...current, [key]: value }));
  }

  function refuse(next: FormErrors) {
    setErrors(next);
    setAttempt((count) => count + 1);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    const read = readCategoryForm(values);
    if ('errors' in read) {
      refuse(read.errors);
      return;
    }
    setErrors({});
    save.mutate(
      { id: category?.id ?? null, input: read.input },
      {
        onSuccess: onDone,
        onError: (failure) => {
          if (failure instanceof ApiRequestError && failure.code === BLOG_ERROR_CODES.slugTaken) refuse({ slug: BLOG_TEXTS.categorySlugTaken });
        },
      },
    );
  }

  const slugRefused = save.error instanceof ApiRequestError && save.error.code === BLOG_ERROR_CODES.slugTaken;
  return (
    <Dialog title={title} onClose={onClose} className="max-w-xl">
      <form ref={formRef} noValidate aria-label={title} aria-busy={save.isPending} onSubmit={onSubmit} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={BLOG_SCREEN_TEXTS.name}
            required
            maxLength={100}
            autoComplete="off"
            data-autofocus
            value={values.name}
            error={errors.name}
            onChange={(event) => {
              const name = event.target.value;
              setValues((current) => ({ ...current, name, ...slugAfterName(current, name) }));
            }}
          />
          <TextField
            label={BLOG_SCREEN_TEXTS.slug}
            required
            maxLength={100}
            autoComplete="off"
            spellCheck={false}
            hint={BLOG_SCREEN_TEXTS.slugHint}
            value={values.slug}
            error={errors.slug}
            onChange={(event) => {
              setValues((current) => ({ ...current, ...slugTyped(event.target.value) }));
            }}
          />
        </div>
        <TextareaField
          label={BLOG_SCREEN_TEXTS.description}
          rows={3}
          maxLength={1000}
          value={values.description}
          error={errors.description}
          onChange={(event) => {
            set('description', event.target.value);
          }}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={BLOG_SCREEN_TEXTS.parent}
            options={parents}
            value={values.parentId}
            onChange={(event) => {
              set('parentId', event.target.value);
            }}
          />
          <TextField
            label={BLOG_SCREEN_TEXTS.position}
            type="number"
            inputMode="numeric"
            step={1}
            value={values.position}
            error={errors.position}
            onChange={(event) => {
              set('position', event.target.value);
            }}
          />
        </div>
        <CheckboxField
          label={BLOG_SCREEN_TEXTS.active}
          checked={values.isActive}
          onChange={(event) => {
            set('isActive', event.target.checked);
          }}
        />
        {save.error && !slugRefused ? <Alert>{BLOG_SCREEN_TEXTS.saveCategoryFailed(errorReason(save.error))}</Alert> : null}
        <div className="flex flex-wrap justify-end gap-2 border-t border-slate-100 pt-4 dark:border-slate-800">
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            {BLOG_SCREEN_TEXTS.cancel}
          </Button>
          <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
            {save.isPending ? <Spinner /> : null}
            {category ? BLOG_SCREEN_TEXTS.update : BLOG_SCREEN_TEXTS.save}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
