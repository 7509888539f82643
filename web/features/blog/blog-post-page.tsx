import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft, FileQuestion } from 'lucide-react';
import { BLOG_TEXTS } from '../../../common/blog-texts.plain';
import type { Post } from '../../../common/blog';
import { paths } from '../../../common/paths.plain';
import { PageContainer } from '../../components/page-container';
import { Alert, RefusalAlert } from '../../components/ui/alert';
import { ArrowLink } from '../../components/ui/arrow-link';
import { Badge } from '../../components/ui/badge';
import { buttonVariants } from '../../components/ui/button';
import { MessagePage } from '../../components/ui/message-page';
import { RemoteImage, showableImage } from '../../components/ui/remote-image';
import { ApiRequestError } from '../../lib/api';
import { usePageTitle } from '../../lib/use-page-title';
import { usePost } from './api/get-post';
import { BLOG_PAGE_TEXTS as T } from './blog-texts';
import { PostContent } from './post-content';
import { PublishedDate } from './post-card';

/** The page width of a post: a comfortable line length. */
function ReadingColumn({ children }: { children: ReactNode }) {
  return (
    <PageContainer className="py-12 sm:py-16">
      <div className="mx-auto max-w-3xl">{children}</div>
    </PageContainer>
  );
}

function BackToBlog() {
  return (
    <ArrowLink to={paths.blog} back>
      {T.backToBlog}
    </ArrowLink>
  );
}

/**
 * /blog/{slug} (spec §2 "Public blog"): title, date, featured image, the post's HTML, its tags and
 * 'Back to Blog'; 'Post not found' for a post that is missing or not public.
 */
export function BlogPostPage() {
  const { slug = '' } = useParams();
  const post = usePost(slug);
  const notFound = post.error instanceof ApiRequestError && post.error.status === 404;
  usePageTitle(post.data ? post.data.seoTitle || post.data.title : notFound ? BLOG_TEXTS.postNotFound : T.title);

  if (post.data) return <PostArticle post={post.data} />;

  if (notFound) {
    return (
      <MessagePage icon={FileQuestion} tone="deep" title={BLOG_TEXTS.postNotFound} message={T.postNotFoundHint}>
        <Link to={paths.blog} className={buttonVariants({ variant: 'secondary' })}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {T.backToBlog}
        </Link>
      </MessagePage>
    );
  }

  if (post.error) {
    return (
      <ReadingColumn>
        <BackToBlog />
        <h1 className="sr-only">{T.title}</h1>
        <RefusalAlert error={post.error} failed={T.fetchPostFailed} className="mt-8" />
      </ReadingColumn>
    );
  }

  return (
    <ReadingColumn>
      <BackToBlog />
      <p role="status" className="sr-only">
        {T.loadingPost}
      </p>
      <div aria-hidden="true" className="mt-8 space-y-4">
        <div className="h-4 w-32 animate-pulse rounded bg-slate-100 dark:bg-slate-800" />
        <div className="h-10 w-4/5 animate-pulse rounded bg-slate-100 dark:bg-slate-800" />
        <div className="h-4 w-48 animate-pulse rounded bg-slate-100 dark:bg-slate-800" />
        <div className="mt-8 aspect-[16/9] animate-pulse rounded-2xl bg-slate-100 dark:bg-slate-800" />
      </div>
    </ReadingColumn>
  );
}

function PostArticle({ post }: { post: Post }) {
  const image = showableImage(post.featuredImage);
  return (
    <ReadingColumn>
      <BackToBlog />
      {post.preview ? (
        <Alert tone="warning" className="mt-6">
          <strong>{T.previewTitle}</strong> {T.preview[post.preview]}
        </Alert>
      ) : null}
      <article className="mt-8">
        <header>
          {post.category ? (
            <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase dark:text-indigo-300">
              <Link
                to={`${paths.blog}?${new URLSearchParams({ category: post.category.slug }).toString()}`}
                aria-label={T.category(post.category.name)}
                className="rounded hover:underline"
              >
                {post.category.name}
              </Link>
            </p>
          ) : null}
          <h1 className="mt-3 text-4xl leading-tight font-bold tracking-tight text-balance break-words text-slate-900 sm:text-5xl dark:text-white">
            {post.title}
          </h1>
          <p className="mt-5 flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
            <PublishedDate publishDate={post.publishDate} />
            {post.authorName ? (
              <>
                <span aria-hidden="true">·</span>
                <span>{T.by(post.authorName)}</span>
              </>
            ) : null}
          </p>
        </header>

        {image ? (
          <div className="mt-10 aspect-[16/9] overflow-hidden rounded-2xl bg-slate-100 dark:bg-slate-800">
            <RemoteImage src={image} width={1200} height={675} fetchPriority="high" className="size-full object-cover" />
          </div>
        ) : null}

        <PostContent html={post.content} className="mt-10" />

        {post.tags.length > 0 ? (
          <footer className="mt-12 border-t border-slate-200 pt-6 dark:border-slate-800">
            <h2 className="text-sm font-semibold text-slate-900 dark:text-white">{T.tags}</h2>
            <ul className="mt-3 flex flex-wrap gap-2">
              {post.tags.map((tag) => (
                <li key={tag.id}>
                  <Badge tone="indigo" className="px-2.5 py-1">
                    {tag.name}
                  </Badge>
                </li>
              ))}
            </ul>
          </footer>
        ) : null}
      </article>
      <div className="mt-12">
        <BackToBlog />
      </div>
    </ReadingColumn>
  );
}
