import { categoryInputSchema } from '../../../../common/blog';
import type { Category, CategoryInput } from '../../../../common/blog';
import { fieldErrors } from '../../../lib/field-errors';
import { BLOG_SCREEN_TEXTS } from './blog-screen-texts';
import type { FormErrors } from '../../../lib/use-form-state';
import type { SlugState } from './slug';

/** The category form as typed: the parent is an id or '' (none), the position the digits typed. */
export type CategoryFormValues = SlugState & {
  name: string;
  description: string;
  parentId: string;
  position: string;
  isActive: boolean;
};

export type { FormErrors } from '../../../lib/use-form-state';

/** A new category (spec §9: position 0, active), or `category` as it is. */
export function categoryFormValues(category?: Category): CategoryFormValues {
  return {
    name: category?.name ?? '',
    slug: category?.slug ?? '',
    slugEdited: category !== undefined,
    description: category?.description ?? '',
    parentId: category?.parentId === null || category === undefined ? '' : String(category.parentId),
    position: String(category?.position ?? 0),
    isActive: category?.isActive ?? true,
  };
}

/** Blank is null (spec §5: an empty parent becomes null; no description). */
export function optionalText(text: string): string | null {
  return text.trim() === '' ? null : text;
}

/** Reads the form with the schema the server checks (spec §5: name and slug required). */
export function readCategoryForm(values: CategoryFormValues): { input: CategoryInput } | { errors: FormErrors } {
  const positionText = values.position.trim();
  const position = positionText === '' ? 0 : Number(positionText);
  const parsed = categoryInputSchema.safeParse({
    name: values.name,
    slug: values.slug,
    description: optionalText(values.description),
    parentId: values.parentId === '' ? null : Number(values.parentId),
    position,
    isActive: values.isActive,
  });
  const errors: FormErrors = parsed.success ? {} : fieldErrors(parsed.error);
  if (!Number.isSafeInteger(position)) errors.position = BLOG_SCREEN_TEXTS.positionInvalid;
  if (!parsed.success || Object.keys(errors).length > 0) return { errors };
  return { input: parsed.data };
}
