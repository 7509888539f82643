import type { Dispatch, Ref, SetStateAction } from 'react';
import { BLOG_ERROR_CODES } from '../../../../common/blog';
import { TextField } from '../../../components/ui/text-field';
import { ApiRequestError } from '../../../lib/api';
import type { FormErrors } from '../../../lib/use-form-state';
import { BLOG_SCREEN_TEXTS } from './blog-screen-texts';
import { slugAfterName, slugTyped } from './slug';
import type { SlugState } from './slug';

/** The server refused the slug: another category, tag or post has it. */
export function isSlugTaken(error: unknown): boolean {
  return error instanceof ApiRequestError && error.code === BLOG_ERROR_CODES.slugTaken;
}

type SlugForm<V extends SlugState> = { values: V; errors: FormErrors; setValues: Dispatch<SetStateAction<V>> };

type NameAndSlugFieldsProps<V extends SlugState, K extends keyof V & string> = {
  form: SlugForm<V>;
  /** The value the slug follows: 'name', or a post's 'title'. */
  nameKey: K;
  nameLabel: string;
  nameMaxLength: number;
  slugHint: string;
  /** The name gets the focus when the dialog opens. */
  autoFocus?: boolean;
  nameRef?: Ref<HTMLInputElement>;
  /** Side by side from sm up. */
  columns?: boolean;
};

/** The name (or title) and the slug that follows it until typed by hand, both required (spec §5). */
export function NameAndSlugFields<V extends SlugState, K extends keyof V & string>({
  form,
  nameKey,
  nameLabel,
  nameMaxLength,
  slugHint,
  autoFocus,
  nameRef,
  columns,
}: NameAndSlugFieldsProps<V, K>) {
  const { values, errors, setValues } = form;
  const fields = (
    <>
      <TextField
        label={nameLabel}
        required
        maxLength={nameMaxLength}
        autoComplete="off"
        data-autofocus={autoFocus || undefined}
        inputRef={nameRef}
        value={values[nameKey] as string}
        error={errors[nameKey]}
        onChange={(event) => {
          const name = event.target.value;
          setValues((current) => ({ ...current, [nameKey]: name, ...slugAfterName(current, name) }));
        }}
      />
      <TextField
        label={BLOG_SCREEN_TEXTS.slug}
        required
        maxLength={100}
        autoComplete="off"
        spellCheck={false}
        hint={slugHint}
        value={values.slug}
        error={errors.slug}
        onChange={(event) => {
          setValues((current) => ({ ...current, ...slugTyped(event.target.value) }));
        }}
      />
    </>
  );
  return columns ? <div className="grid gap-4 sm:grid-cols-2">{fields}</div> : fields;
}
