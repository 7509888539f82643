import { tagInputSchema } from '../../../../common/blog';
import { BLOG_TEXTS } from '../../../../common/blog-texts.plain';
import type { Tag } from '../../../../common/blog';
import { FormDialog } from '../../../components/ui/form-dialog';
import { errorReason, fieldErrors } from '../../../lib/field-errors';
import { useFormState } from '../../../lib/use-form-state';
import { useSaveTag } from './api/save-tag';
import { BLOG_SCREEN_TEXTS } from './blog-screen-texts';
import { NameAndSlugFields, isSlugTaken } from './slug-fields';

/** 'Add Tag' (tag undefined) or 'Edit Tag': Name and Slug, both required (spec §5). */
export function TagFormDialog({ tag, onClose, onDone }: { tag?: Tag; onClose: () => void; onDone: (saved: Tag) => void }) {
  const form = useFormState(() => ({ name: tag?.name ?? '', slug: tag?.slug ?? '', slugEdited: tag !== undefined }));
  const save = useSaveTag();
  const title = tag ? BLOG_SCREEN_TEXTS.editTag : BLOG_SCREEN_TEXTS.addTag;

  function onSubmit() {
    const parsed = tagInputSchema.safeParse({ name: form.values.name, slug: form.values.slug });
    const input = form.accept(parsed.success ? { input: parsed.data } : { errors: fieldErrors(parsed.error) });
    if (!input) return;
    save.mutate(
      { id: tag?.id ?? null, input },
      {
        onSuccess: onDone,
        onError: (failure) => {
          if (isSlugTaken(failure)) form.refuse({ slug: BLOG_TEXTS.tagSlugTaken });
        },
      },
    );
  }

  return (
    <FormDialog
      title={title}
      className="max-w-md"
      formRef={form.formRef}
      pending={save.isPending}
      error={save.error && !isSlugTaken(save.error) ? BLOG_SCREEN_TEXTS.saveTagFailed(errorReason(save.error)) : null}
      cancelLabel={BLOG_SCREEN_TEXTS.cancel}
      submitLabel={tag ? BLOG_SCREEN_TEXTS.update : BLOG_SCREEN_TEXTS.save}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <NameAndSlugFields form={form} nameKey="name" nameLabel={BLOG_SCREEN_TEXTS.name} nameMaxLength={100} slugHint={BLOG_SCREEN_TEXTS.slugHint} autoFocus />
    </FormDialog>
  );
}
