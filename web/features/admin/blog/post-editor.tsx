import { useEffect, useRef, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { ArrowLeft } from 'lucide-react';
import { BLOG_ERROR_CODES, POST_STATUSES } from '../../../../common/blog';
import { BLOG_TEXTS } from '../../../../common/blog-texts';
import type { AdminPost, Category, Tag } from '../../../../common/blog';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { LoadingState } from '../../../components/ui/loading-state';
import { SelectField } from '../../../components/ui/select-field';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { ApiRequestError } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { errorReason } from '../../../lib/field-errors';
import { useAdminPost } from './api/get-admin-post';
import { useBlogCategories } from './api/get-blog-categories';
import { useBlogTags } from './api/get-blog-tags';
import { useSavePost } from './api/save-post';
import { BLOG_SCREEN_TEXTS, STATUS_LABELS } from './blog-screen-texts';
import type { FormErrors } from './category-form';
import { categoryTree, indentedName } from './category-tree';
import { ContentEditor } from './content-editor';
import { postFormValues, readPostForm } from './post-form';
import type { PostFormValues, PostStatus } from './post-form';
import { slugAfterName, slugTyped } from './slug';
import { TextareaField } from './textarea-field';

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
          onCancel={onClose}
          onSaved={onSaved}
        />
      </>
    );
  }

  return (
    <section aria-labelledby="blog-post-form-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="blog-post-form-heading" className="text-xl font-semibold text-slate-900 dark:text-white">
            {title}
          </h2>
          {post.data?.authorName ? <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{BLOG_SCREEN_TEXTS.authorLine(post.data.authorName)}</p> : null}
        </div>
        <Button variant="ghost" onClick={onClose}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {BLOG_SCREEN_TEXTS.backToPosts}
        </Button>
      </div>
      {content}
    </section>
  );
}

function PostForm({
  post,
  title,
  categories,
  tags,
  onCancel,
  onSaved,
}: {
  post: AdminPost | undefined;
  title: string;
  categories: readonly Category[];
  tags: readonly Tag[];
  onCancel: () => void;
  onSaved: (post: AdminPost) => void;
}) {
  const [values, setValues] = useState<PostFormValues>(() => postFormValues(post));
  const [errors, setErrors] = useState<FormErrors>({});
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const titleRef = useRef<HTMLInputElement>(null);
  const save = useSavePost();

  useEffect(() => {
    titleRef.current?.focus();
  }, []);
  // After a refused submit, the first wrong field (in the order on screen) gets the focus.
  useEffect(() => {
    if (attempt === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  function set<K extends keyof PostFormValues>(key: K, value: PostFormValues[K]) {
    setValues((current) => ({ ...current, [key]: value }));
  }

  function text(key: 'excerpt' | 'featuredImage' | 'seoTitle' | 'seoDescription' | 'publishDate') {
    return {
      value: values[key],
      error: errors[key],
      onChange: (event: { target: { value: string } }) => {
        set(key, event.target.value);
      },
    };
  }

  function refuse(next: FormErrors) {
    setErrors(next);
    setAttempt((count) => count + 1);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    const read = readPostForm(values);
    if ('errors' in read) {
      refuse(read.errors);
      return;
    }
    setErrors({});
    save.mutate(
      { id: post?.id ?? null, input: read.input },
      {
        onSuccess: onSaved,
        onError: (failure) => {
          if (failure instanceof ApiRequestError && failure.code === BLOG_ERROR_CODES.slugTaken) refuse({ slug: BLOG_TEXTS.slugTaken });
        },
      },
    );
  }

  const categoryOptions = [
    { value: '', label: BLOG_TEXTS.selectCategory },
    ...categoryTree(categories).map((node) => ({
      value: String(node.category.id),
      label: node.category.isActive ? indentedName(node) : `${indentedName(node)} (${BLOG_SCREEN_TEXTS.inactive})`,
    })),
  ];
  const statusOptions = POST_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }));
  const slugRefused = save.error instanceof ApiRequestError && save.error.code === BLOG_ERROR_CODES.slugTaken;

  return (
    <form
      ref={formRef}
      noValidate
      aria-label={title}
      aria-busy={save.isPending}
      onSubmit={onSubmit}
      className="rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="grid gap-6 p-4 sm:p-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-5">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={BLOG_SCREEN_TEXTS.title}
              required
              maxLength={200}
              autoComplete="off"
              inputRef={titleRef}
              value={values.title}
              error={errors.title}
              onChange={(event) => {
                const next = event.target.value;
                setValues((current) => ({ ...current, title: next, ...slugAfterName(current, next) }));
              }}
            />
            <TextField
              label={BLOG_SCREEN_TEXTS.slug}
              required
              maxLength={100}
              autoComplete="off"
              spellCheck={false}
              hint={BLOG_SCREEN_TEXTS.slugHintTitle}
              value={values.slug}
              error={errors.slug}
              onChange={(event) => {
                setValues((current) => ({ ...current, ...slugTyped(event.target.value) }));
              }}
            />
          </div>
          <ContentEditor
            value={values.content}
            error={errors.content}
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
            <SelectField
              label={BLOG_SCREEN_TEXTS.category}
              options={categoryOptions}
              value={values.categoryId}
              onChange={(event) => {
                set('categoryId', event.target.value);
              }}
            />
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
              <CheckboxField
                label={BLOG_SCREEN_TEXTS.featured}
                checked={values.isFeatured}
                onChange={(event) => {
                  set('isFeatured', event.target.checked);
                }}
              />
              <CheckboxField
                label={BLOG_SCREEN_TEXTS.private}
                checked={values.isPrivate}
                onChange={(event) => {
                  set('isPrivate', event.target.checked);
                }}
              />
              <CheckboxField
                label={BLOG_SCREEN_TEXTS.allowComments}
                checked={values.allowComments}
                onChange={(event) => {
                  set('allowComments', event.target.checked);
                }}
              />
            </fieldset>
          </Group>
          <Group title={BLOG_SCREEN_TEXTS.seo}>
            <TextField
              label={BLOG_SCREEN_TEXTS.featuredImage}
              type="url"
              inputMode="url"
              maxLength={2000}
              autoComplete="off"
              spellCheck={false}
              placeholder="https://"
              hint={BLOG_SCREEN_TEXTS.featuredImageHint}
              {...text('featuredImage')}
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
        {save.error && !slugRefused ? <Alert className="w-full">{BLOG_SCREEN_TEXTS.savePostFailed(errorReason(save.error))}</Alert> : null}
        <Button variant="secondary" onClick={onCancel} disabled={save.isPending}>
          {BLOG_SCREEN_TEXTS.cancel}
        </Button>
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
          {save.isPending ? <Spinner /> : null}
          {post ? BLOG_SCREEN_TEXTS.update : BLOG_SCREEN_TEXTS.save}
        </Button>
      </div>
    </form>
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
