import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { BLOG_ERROR_CODES, tagInputSchema } from '../../../../common/blog';
import { BLOG_TEXTS } from '../../../../common/blog-texts';
import type { Tag } from '../../../../common/blog';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { ApiRequestError } from '../../../lib/api';
import { errorReason, fieldErrors } from '../../../lib/field-errors';
import { useSaveTag } from './api/save-tag';
import { BLOG_SCREEN_TEXTS } from './blog-screen-texts';
import type { FormErrors } from './category-form';
import { slugAfterName, slugTyped } from './slug';
import type { SlugState } from './slug';

/** 'Add Tag' (tag undefined) or 'Edit Tag': Name and Slug, both required (spec §5). */
export function TagFormDialog({ tag, onClose, onDone }: { tag?: Tag; onClose: () => void; onDone: (saved: Tag) => void }) {
  const [name, setName] = useState(tag?.name ?? '');
  const [slug, setSlug] = useState<SlugState>({ slug: tag?.slug ?? '', slugEdited: tag !== undefined });
  const [errors, setErrors] = useState<FormErrors>({});
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const save = useSaveTag();
  const title = tag ? BLOG_SCREEN_TEXTS.editTag : BLOG_SCREEN_TEXTS.addTag;

  useEffect(() => {
    if (attempt === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  function refuse(next: FormErrors) {
    setErrors(next);
    setAttempt((count) => count + 1);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    const parsed = tagInputSchema.safeParse({ name, slug: slug.slug });
    if (!parsed.success) {
      refuse(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    save.mutate(
      { id: tag?.id ?? null, input: parsed.data },
      {
        onSuccess: onDone,
        onError: (failure) => {
          if (failure instanceof ApiRequestError && failure.code === BLOG_ERROR_CODES.slugTaken) refuse({ slug: BLOG_TEXTS.tagSlugTaken });
        },
      },
    );
  }

  const slugRefused = save.error instanceof ApiRequestError && save.error.code === BLOG_ERROR_CODES.slugTaken;
  return (
    <Dialog title={title} onClose={onClose} className="max-w-md">
      <form ref={formRef} noValidate aria-label={title} aria-busy={save.isPending} onSubmit={onSubmit} className="space-y-4">
        <TextField
          label={BLOG_SCREEN_TEXTS.name}
          required
          maxLength={100}
          autoComplete="off"
          data-autofocus
          value={name}
          error={errors.name}
          onChange={(event) => {
            const next = event.target.value;
            setName(next);
            setSlug((current) => slugAfterName(current, next));
          }}
        />
        <TextField
          label={BLOG_SCREEN_TEXTS.slug}
          required
          maxLength={100}
          autoComplete="off"
          spellCheck={false}
          hint={BLOG_SCREEN_TEXTS.slugHint}
          value={slug.slug}
          error={errors.slug}
          onChange={(event) => {
            setSlug(slugTyped(event.target.value));
          }}
        />
        {save.error && !slugRefused ? <Alert>{BLOG_SCREEN_TEXTS.saveTagFailed(errorReason(save.error))}</Alert> : null}
        <div className="flex flex-wrap justify-end gap-2 border-t border-slate-100 pt-4 dark:border-slate-800">
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            {BLOG_SCREEN_TEXTS.cancel}
          </Button>
          <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
            {save.isPending ? <Spinner /> : null}
            {tag ? BLOG_SCREEN_TEXTS.update : BLOG_SCREEN_TEXTS.save}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
