import { Link } from 'react-router';
import { Newspaper } from 'lucide-react';
import type { PostSummary } from '../../../common/blog';
import { paths } from '../../../common/paths.plain';
import { RemoteImage, showableImage } from '../../components/ui/remote-image';
import { publishedText } from './format-post-date';

type PostCardProps = {
  post: PostSummary;
  /** h2 on /blog (under its h1), h3 on the home page (under 'Featured Posts'). */
  headingLevel: 'h2' | 'h3';
  /** 'eager' for the cards a visitor sees without scrolling. */
  imageLoading?: 'eager' | 'lazy';
  showCategory?: boolean;
};

/**
 * A post as the blog and home page list it: image, category, title, excerpt and 'Published: date'
 * ('Not published' without one). The whole card is one link to /blog/{slug}, named by the title.
 */
export function PostCard({ post, headingLevel: Heading, imageLoading = 'lazy', showCategory = false }: PostCardProps) {
  const image = showableImage(post.featuredImage);
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-indigo-500 dark:border-slate-800 dark:bg-slate-900 dark:has-[a:focus-visible]:outline-indigo-400">
      <div className="aspect-[16/9] overflow-hidden bg-gradient-to-br from-indigo-100 via-white to-sky-100 dark:from-indigo-950 dark:via-slate-900 dark:to-sky-950">
        {image ? (
          <RemoteImage
            src={image}
            fallback={<PostImagePlaceholder />}
            width={640}
            height={360}
            // Used by uploads (three widths): a card is a third of the page at most.
            sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
            loading={imageLoading}
            className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.02]"
          />
        ) : (
          <PostImagePlaceholder />
        )}
      </div>
      <div className="flex flex-1 flex-col p-6">
        {showCategory && post.category ? (
          <p className="text-xs font-semibold tracking-wide text-indigo-700 uppercase dark:text-indigo-300">{post.category.name}</p>
        ) : null}
        <Heading className="mt-2 text-xl font-semibold tracking-tight text-balance break-words text-slate-900 dark:text-white">
          <Link
            to={paths.blogPost(post.slug)}
            className="after:absolute after:inset-0 focus-visible:outline-none group-hover:text-indigo-700 dark:group-hover:text-indigo-300"
          >
            {post.title}
          </Link>
        </Heading>
        {post.excerpt ? (
          <p className="mt-3 line-clamp-3 text-sm leading-6 break-words text-slate-700 dark:text-slate-300">{post.excerpt}</p>
        ) : null}
        <p className="mt-auto pt-4 text-sm text-slate-600 dark:text-slate-400">
          <PublishedDate publishDate={post.publishDate} />
        </p>
      </div>
    </article>
  );
}

/** 'Published: Mar 5, 2025' (a <time>) or 'Not published'. */
export function PublishedDate({ publishDate }: { publishDate: string | null }) {
  return publishDate ? <time dateTime={publishDate}>{publishedText(publishDate)}</time> : <span>{publishedText(null)}</span>;
}

/** The shape of a card while posts load, so nothing jumps when they arrive. */
export function PostCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <div className="aspect-[16/9] animate-pulse bg-slate-100 dark:bg-slate-800" />
      <div className="space-y-3 p-6">
        <div className="h-6 w-3/4 animate-pulse rounded bg-slate-100 dark:bg-slate-800" />
        <div className="h-4 w-full animate-pulse rounded bg-slate-100 dark:bg-slate-800" />
        <div className="h-4 w-2/3 animate-pulse rounded bg-slate-100 dark:bg-slate-800" />
        <div className="h-4 w-1/3 animate-pulse rounded bg-slate-100 dark:bg-slate-800" />
      </div>
    </div>
  );
}

/** What a post without a picture shows, and a post whose picture cannot be loaded. */
function PostImagePlaceholder() {
  return (
    <div className="flex size-full items-center justify-center">
      <Newspaper aria-hidden="true" className="size-10 text-indigo-300 dark:text-indigo-800" />
    </div>
  );
}
