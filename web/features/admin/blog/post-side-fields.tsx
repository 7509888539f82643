import type { ReactNode } from 'react';
import { POST_STATUSES } from '../../../../common/blog';
import type { Category, Tag } from '../../../../common/blog';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { SelectField } from '../../../components/ui/select-field';
import { RemoteImage, showableImage } from '../../../components/ui/remote-image';
import { TextField, TextareaField } from '../../../components/ui/text-field';
import type { useFormState } from '../../../lib/use-form-state';
import { BLOG_SCREEN_TEXTS, STATUS_LABELS } from './blog-screen-texts';
import { categoryTree, indentedName } from './category-tree';
import { ImageUploadButton } from './image-upload';
import type { PostFormValues, PostStatus } from './post-form';

type PostFormState = Omit<ReturnType<typeof useFormState<PostFormValues>>, 'formRef'>;

/** The side column of the post's form: publishing (status, date, category, tags, options) and SEO. */
export function PostSideFields({ form, categories, tags }: { form: PostFormState; categories: readonly Category[]; tags: readonly Tag[] }) {
  const { values, setValues, set, text } = form;
  const categoryOptions = [
    { value: '', label: BLOG_SCREEN_TEXTS.selectCategory },
    ...categoryTree(categories).map((node) => ({
      value: String(node.category.id),
      label: node.category.isActive ? indentedName(node) : `${indentedName(node)} (${BLOG_SCREEN_TEXTS.inactive})`,
    })),
  ];
  const statusOptions = POST_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }));

  return (
    <div className="min-w-0 space-y-5">
      <Group title={BLOG_SCREEN_TEXTS.publishing}>
        <SelectField
          label={BLOG_SCREEN_TEXTS.status}
          options={statusOptions}
          value={values.status}
          onChange={(event) => {
            set('status', event.target.value as PostStatus);
          }}
        />
        <TextField label={BLOG_SCREEN_TEXTS.publishDate} type="datetime-local" hint={BLOG_SCREEN_TEXTS.publishDateHint} {...text('publishDate')} />
        <SelectField label={BLOG_SCREEN_TEXTS.category} options={categoryOptions} {...form.select('categoryId')} />
        <fieldset>
          <legend className="text-sm font-medium text-slate-700 dark:text-slate-200">{BLOG_SCREEN_TEXTS.tags}</legend>
          {tags.length === 0 ? (
            <p className="mt-1.5 text-sm text-slate-500 dark:text-slate-400">{BLOG_SCREEN_TEXTS.noTagsToChoose}</p>
          ) : (
            <div className="mt-2 grid grid-cols-2 gap-x-3 gap-y-2">
              {[...tags]
                .sort((a, b) => a.name.localeCompare(b.name))
                .map((tag) => (
                  <CheckboxField
                    key={tag.id}
                    label={tag.name}
                    className="min-w-0 [&_label]:break-words"
                    checked={values.tagIds.includes(tag.id)}
                    onChange={(event) => {
                      const checked = event.target.checked;
                      setValues((current) => ({
                        ...current,
                        tagIds: checked ? [...current.tagIds, tag.id] : current.tagIds.filter((id) => id !== tag.id),
                      }));
                    }}
                  />
                ))}
            </div>
          )}
        </fieldset>
        <fieldset className="space-y-2">
          <legend className="mb-2 text-sm font-medium text-slate-700 dark:text-slate-200">{BLOG_SCREEN_TEXTS.options}</legend>
          <CheckboxField label={BLOG_SCREEN_TEXTS.featured} {...form.checkbox('isFeatured')} />
          <CheckboxField label={BLOG_SCREEN_TEXTS.private} {...form.checkbox('isPrivate')} />
          <CheckboxField label={BLOG_SCREEN_TEXTS.allowComments} {...form.checkbox('allowComments')} />
        </fieldset>
      </Group>
      <Group title={BLOG_SCREEN_TEXTS.seo}>
        <FeaturedImageField
          field={<TextField label={BLOG_SCREEN_TEXTS.featuredImage} hint={BLOG_SCREEN_TEXTS.featuredImageHint} inputMode="url" maxLength={2000} autoComplete="off" spellCheck={false} placeholder="https://" {...text('featuredImage')} />}
          url={values.featuredImage}
          onChange={(url) => {
            set('featuredImage', url);
          }}
        />
        <TextField label={BLOG_SCREEN_TEXTS.seoTitle} maxLength={200} autoComplete="off" hint={BLOG_SCREEN_TEXTS.seoTitleHint} {...text('seoTitle')} />
        <TextareaField label={BLOG_SCREEN_TEXTS.seoDescription} rows={3} maxLength={500} hint={BLOG_SCREEN_TEXTS.seoDescriptionHint} {...text('seoDescription')} />
      </Group>
    </div>
  );
}

/** The featured image: its address (typed, or filled by an upload), the upload, and what it looks like. */
function FeaturedImageField({ field, url, onChange }: { field: ReactNode; url: string; onChange: (url: string) => void }) {
  const shown = showableImage(url.trim() || null);
  return (
    <div className="space-y-2">
      {field}
      <div className="flex flex-wrap items-start gap-2">
        <ImageUploadButton
          label={BLOG_SCREEN_TEXTS.uploadFeaturedImage}
          onUploaded={(image) => {
            onChange(image.featuredSrc);
          }}
        />
        {url ? (
          <Button
            variant="ghost"
            onClick={() => {
              onChange('');
            }}
          >
            {BLOG_SCREEN_TEXTS.removeFeaturedImage}
          </Button>
        ) : null}
      </div>
      {shown ? (
        <figure className="overflow-hidden rounded-lg border border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-950">
          <RemoteImage key={shown} src={shown} sizes="320px" width={320} height={180} className="aspect-video w-full object-cover" data-testid="featured-image-preview" />
          <figcaption className="sr-only">{BLOG_SCREEN_TEXTS.featuredImagePreview}</figcaption>
        </figure>
      ) : null}
    </div>
  );
}

/** A titled group of fields in the side column. */
function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="space-y-4 rounded-xl border border-slate-200 p-4 dark:border-slate-800">
      <h3 className="text-sm font-semibold text-slate-900 dark:text-white">{title}</h3>
      {children}
    </div>
  );
}
