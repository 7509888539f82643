import { useEffect, useRef, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { ArrowLeft } from 'lucide-react';
import { BLOG_TEXTS } from '../../../../common/blog-texts.plain';
import type { AdminPost, Category, Tag } from '../../../../common/blog';
import { RefusalAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormButtons } from '../../../components/ui/form-dialog';
import { LoadingState } from '../../../components/ui/loading-state';
import { SectionHeading } from '../../../components/ui/section-heading';
import { TextareaField } from '../../../components/ui/text-field';
import { cn } from '../../../lib/cn';
import { useFormState } from '../../../lib/use-form-state';
import { useUnsavedChanges } from '../../../lib/use-unsaved-changes';
import { useAdminPost } from './api/get-admin-post';
import { useBlogCategories } from './api/get-blog-categories';
import { useBlogTags } from './api/get-blog-tags';
import { useSavePost } from './api/save-post';
import { BLOG_SCREEN_TEXTS } from './blog-screen-texts';
import { ContentEditor } from './content-editor';
import { postFormValues, readPostForm } from './post-form';
import { NameAndSlugFields, isSlugTaken } from './slug-fields';
import { DraftFound, useKeptDraft } from './post-draft';
import { PostSideFields } from './post-side-fields';

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
    content = <RefusalAlert error={post.error} failed={BLOG_SCREEN_TEXTS.fetchPostFailed} />;
  } else if ((postId !== null && !post.data) || categories.isPending || tags.isPending) {
    content = <LoadingState />;
  } else {
    content = (
      <>
        <RefusalAlert error={categories.error} failed={BLOG_SCREEN_TEXTS.fetchCategoriesFailed} className="mb-4" />
        <RefusalAlert error={tags.error} failed={BLOG_SCREEN_TEXTS.fetchTagsFailed} className="mb-4" />
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
  const kept = useKeptDraft(draftKey, initial, dirty, values);

  useEffect(() => {
    onDirtyChange(dirty);
  }, [dirty, onDirtyChange]);

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
          kept.forget();
          onSaved(saved);
        },
        onError: (failure) => {
          if (isSlugTaken(failure)) form.refuse({ slug: BLOG_TEXTS.slugTaken });
        },
      },
    );
  }

  return (
    <Card as="form" padding="none" ref={formRef} noValidate aria-label={title} aria-busy={save.isPending} onSubmit={onSubmit}>
      {kept.draft ? (
        <DraftFound
          draft={kept.draft}
          onRestore={() => {
            setValues(kept.draft?.values as typeof values);
            kept.restored();
          }}
          onDiscard={kept.discard}
        />
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

        <PostSideFields form={form} categories={categories} tags={tags} />
      </div>

      <div
        className={cn(
          // Stays in view at the bottom of the window while the long form scrolls.
          'sticky bottom-0 flex flex-wrap items-center justify-end gap-2 rounded-b-2xl border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:px-6 dark:border-slate-800 dark:bg-slate-900/95',
        )}
      >
        {save.error && !isSlugTaken(save.error) ? <RefusalAlert error={save.error} failed={BLOG_SCREEN_TEXTS.savePostFailed} className="w-full" /> : null}
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
