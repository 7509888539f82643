import { useEffect, useRef, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { ArrowLeft } from 'lucide-react';
import { POST_STATUSES } from '../../../../common/blog';
import { BLOG_TEXTS } from '../../../../common/blog-texts';
import type { AdminPost, Category, Tag } from '../../../../common/blog';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { FormButtons } from '../../../components/ui/form-dialog';
import { LoadingState } from '../../../components/ui/loading-state';
import { SectionHeading } from '../../../components/ui/section-heading';
import { SelectField } from '../../../components/ui/select-field';
import { RemoteImage, showableImage } from '../../../components/ui/remote-image';
import { TextField, TextareaField } from '../../../components/ui/text-field';
import { cn } from '../../../lib/cn';
import { errorReason } from '../../../lib/field-errors';
import { useFormState } from '../../../lib/use-form-state';
import { useUnsavedChanges } from '../../../lib/use-unsaved-changes';
import { useAdminPost } from './api/get-admin-post';
import { useBlogCategories } from './api/get-blog-categories';
import { useBlogTags } from './api/get-blog-tags';
import { useSavePost } from './api/save-post';
import { BLOG_SCREEN_TEXTS, STATUS_LABELS } from './blog-screen-texts';
import { categoryTree, indentedName } from './category-tree';
import { ContentEditor } from './content-editor';
import { ImageUploadButton } from './image-upload';
import { postFormValues, readPostForm } from './post-form';
import type { PostStatus } from './post-form';
import { NameAndSlugFields, isSlugTaken } from './slug-fields';

/**
 * The post form as a panel of the page ('Add Post' or 'Edit Post'): a long form with a rich editor
 * reads better in the page's full width than in a dialog, and Escape cannot throw the work away.
 * An existing post is read first, with its content.
 */
export function PostEditor({ postId, onClose, onSaved }: { postId: number | null; onClose: () => void; onSaved: (post: AdminPost) => void }) {
  const post = useAdminPost(postId);
  const categories = useBlogCategories();
  const tags = useBlogTags();
  const title = postId === null ? BLOG_SCREEN_TEXTS.addPost : BLOG_SCREEN_TEXTS.editPost;
  // Every way out asks while the form holds unsaved work (issue #18).
  const [dirty, setDirty] = useState(false);
  const guard = useUnsavedChanges(dirty);

  let content: ReactNode;
  if (postId !== null && post.error) {
    content = <Alert>{BLOG_SCREEN_TEXTS.fetchPostFailed(errorReason(post.error))}</Alert>;
  } else if ((postId !== null && !post.data) || categories.isPending || tags.isPending) {
    content = <LoadingState />;
  } else {
    content = (
      <>
        {categories.error ? <Alert className="mb-4">{BLOG_SCREEN_TEXTS.fetchCategoriesFailed(errorReason(categories.error))}</Alert> : null}
        {tags.error ? <Alert className="mb-4">{BLOG_SCREEN_TEXTS.fetchTagsFailed(errorReason(tags.error))}</Alert> : null}
        <PostForm
          // A new form for another post: nothing of the previous one stays.
          key={post.data?.id ?? 'new'}
          post={postId === null ? undefined : post.data}
          title={title}
          categories={categories.data ?? []}
          tags={tags.data ?? []}
          onCancel={() => {
            guard.leave(onClose);
          }}
          onDirtyChange={setDirty}
          onSaved={(saved) => {
            setDirty(false);
            onSaved(saved);
          }}
        />
      </>
    );
  }

  return (
    <section aria-labelledby="blog-post-form-heading" className="space-y-4">
      <SectionHeading
        id="blog-post-form-heading"
        title={title}
        description={post.data?.authorName ? BLOG_SCREEN_TEXTS.authorLine(post.data.authorName) : null}
        actions={
          <Button
            variant="ghost"
            icon={<ArrowLeft aria-hidden="true" className="size-4" />}
            onClick={() => {
              guard.leave(onClose);
            }}
          >
            {BLOG_SCREEN_TEXTS.backToPosts}
          </Button>
        }
      />
      {content}
      {guard.question ? (
        <ConfirmDialog
          title={BLOG_SCREEN_TEXTS.leaveTitle}
          message={BLOG_SCREEN_TEXTS.leaveMessage}
          cancelLabel={BLOG_SCREEN_TEXTS.stay}
          confirmLabel={BLOG_SCREEN_TEXTS.leave}
          onClose={guard.stay}
          onConfirm={guard.go}
        />
      ) : null}
    </section>
  );
}

function PostForm({
  post,
  title,
  categories,
  tags,
  onCancel,
  onDirtyChange,
  onSaved,
}: {
  post: AdminPost | undefined;
  title: string;
  categories: readonly Category[];
  tags: readonly Tag[];
  onCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
  onSaved: (post: AdminPost) => void;
}) {
  const { formRef, ...form } = useFormState(() => postFormValues(post));
  const { values, setValues, set, text } = form;
  const draftKey = `rollcall.post-draft.${post ? String(post.id) : 'new'}`;
  const [initial] = useState(() => JSON.stringify(postFormValues(post)));
  const dirty = JSON.stringify(values) !== initial;
  // Unsaved work found from an earlier visit (a closed tab, a crash, a browser Back).
  const [draft, setDraft] = useState(() => readDraft(draftKey, initial));

  useEffect(() => {
    onDirtyChange(dirty);
  }, [dirty, onDirtyChange]);

  // Kept in this browser as it is typed: nothing is lost however the page is left.
  useEffect(() => {
    if (draft) return; // not over a draft still waiting for Restore or Discard
    const timer = setTimeout(() => {
      try {
        if (dirty) localStorage.setItem(draftKey, JSON.stringify({ savedAt: Date.now(), values }));
        else localStorage.removeItem(draftKey);
      } catch {
        // Storage full or blocked: the leave question still guards the work.
      }
    }, 500);
    return () => {
      clearTimeout(timer);
    };
  }, [draft, dirty, draftKey, values]);
  const titleRef = useRef<HTMLInputElement>(null);
  const save = useSavePost();

  useEffect(() => {
    titleRef.current?.focus();
  }, []);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    const input = form.accept(readPostForm(values));
    if (!input) return;
    save.mutate(
      { id: post?.id ?? null, input },
      {
        onSuccess: (saved) => {
          localStorage.removeItem(draftKey);
          onSaved(saved);
        },
        onError: (failure) => {
          if (isSlugTaken(failure)) form.refuse({ slug: BLOG_TEXTS.slugTaken });
        },
      },
    );
  }

  const categoryOptions = [
    { value: '', label: BLOG_SCREEN_TEXTS.selectCategory },
    ...categoryTree(categories).map((node) => ({
      value: String(node.category.id),
      label: node.category.isActive ? indentedName(node) : `${indentedName(node)} (${BLOG_SCREEN_TEXTS.inactive})`,
    })),
  ];
  const statusOptions = POST_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }));

  return (
    <Card as="form" padding="none" ref={formRef} noValidate aria-label={title} aria-busy={save.isPending} onSubmit={onSubmit}>
      {draft ? (
        <Alert tone="info" className="m-4 mb-0 sm:m-6 sm:mb-0">
          <p>{BLOG_SCREEN_TEXTS.draftFound(new Date(draft.savedAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }))}</p>
          <span className="mt-2 flex gap-2">
            <Button
              size="sm"
              onClick={() => {
                setValues(draft.values as typeof values);
                setDraft(null);
              }}
            >
              {BLOG_SCREEN_TEXTS.restoreDraft}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => {
                localStorage.removeItem(draftKey);
                setDraft(null);
              }}
            >
              {BLOG_SCREEN_TEXTS.discardDraft}
            </Button>
          </span>
        </Alert>
      ) : null}
      <div className="grid gap-6 p-4 sm:p-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-5">
          <NameAndSlugFields
            form={form}
            nameKey="title"
            nameLabel={BLOG_SCREEN_TEXTS.title}
            nameMaxLength={200}
            nameRef={titleRef}
            slugHint={BLOG_SCREEN_TEXTS.slugHintTitle}
            columns
          />
          <ContentEditor
            value={values.content}
            error={form.errors.content}
            onChange={(html) => {
              set('content', html);
            }}
          />
          <TextareaField label={BLOG_SCREEN_TEXTS.excerpt} rows={3} maxLength={1000} {...text('excerpt')} />
        </div>

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
      </div>

      <div
        className={cn(
          // Stays in view at the bottom of the window while the long form scrolls.
          'sticky bottom-0 flex flex-wrap items-center justify-end gap-2 rounded-b-2xl border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:px-6 dark:border-slate-800 dark:bg-slate-900/95',
        )}
      >
        {save.error && !isSlugTaken(save.error) ? <Alert className="w-full">{BLOG_SCREEN_TEXTS.savePostFailed(errorReason(save.error))}</Alert> : null}
        <FormButtons
          cancelLabel={BLOG_SCREEN_TEXTS.cancel}
          submitLabel={post ? BLOG_SCREEN_TEXTS.update : BLOG_SCREEN_TEXTS.save}
          pending={save.isPending}
          onCancel={onCancel}
        />
      </div>
    </Card>
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

/** A draft kept by an earlier visit, when it differs from what the server has. */
function readDraft(key: string, initial: string): { savedAt: number; values: unknown } | null {
  try {
    const draft = JSON.parse(localStorage.getItem(key) ?? 'null') as { savedAt?: unknown; values?: unknown } | null;
    if (!draft || typeof draft.savedAt !== 'number' || typeof draft.values !== 'object' || draft.values === null) return null;
    if (JSON.stringify(draft.values) === initial) return null;
    return { savedAt: draft.savedAt, values: draft.values };
  } catch {
    return null;
  }
}
