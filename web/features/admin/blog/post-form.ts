import { postInputSchema } from '../../../../common/blog';
import type { AdminPost, POST_STATUSES, PostInput } from '../../../../common/blog';
import { fieldErrors } from '../../../lib/field-errors';
import { BLOG_SCREEN_TEXTS } from './blog-screen-texts';
import { optionalText } from './category-form';
import type { FormErrors } from './category-form';
import type { SlugState } from './slug';

export type PostStatus = (typeof POST_STATUSES)[number];

/** The post form as typed. `publishDate` is the datetime-local value (local time, no zone); '' is none. */
export type PostFormValues = SlugState & {
  title: string;
  content: string;
  excerpt: string;
  featuredImage: string;
  seoTitle: string;
  seoDescription: string;
  status: PostStatus;
  publishDate: string;
  categoryId: string;
  tagIds: number[];
  isFeatured: boolean;
  isPrivate: boolean;
  allowComments: boolean;
};

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** '2025-03-01T09:30:00.000Z' → '2025-03-01T10:30' in Paris: the value a datetime-local input shows. */
export function toLocalDateTime(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${String(date.getFullYear())}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The datetime-local value (the browser's time zone) as an ISO instant; '' is null; undefined when it is no date. */
export function fromLocalDateTime(local: string): string | null | undefined {
  if (local.trim() === '') return null;
  // A local date-time without a zone is read in the browser's zone, as the person typed it.
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

const EMPTY_PARAGRAPH_AT_END = /<p>(?:\s|<br\s*\/?>)*<\/p>$/i;

/**
 * The HTML to save: without the empty paragraphs at the end (the editor keeps one after a final
 * heading, for the caret), so an empty editor ('<p></p>') is no content at all.
 */
export function contentHtml(html: string): string {
  let text = html.trimEnd();
  for (let stripped = text.replace(EMPTY_PARAGRAPH_AT_END, ''); stripped !== text; stripped = text.replace(EMPTY_PARAGRAPH_AT_END, '')) {
    text = stripped.trimEnd();
  }
  return text;
}

/** A new post (spec §4: draft, comments allowed), or `post` as it is. */
export function postFormValues(post?: AdminPost): PostFormValues {
  return {
    title: post?.title ?? '',
    slug: post?.slug ?? '',
    slugEdited: post !== undefined,
    content: post?.content ?? '',
    excerpt: post?.excerpt ?? '',
    featuredImage: post?.featuredImage ?? '',
    seoTitle: post?.seoTitle ?? '',
    seoDescription: post?.seoDescription ?? '',
    status: post?.status ?? 'draft',
    publishDate: toLocalDateTime(post?.publishDate ?? null),
    categoryId: post?.categoryId === null || post === undefined ? '' : String(post.categoryId),
    tagIds: post?.tagIds ?? [],
    isFeatured: post?.isFeatured ?? false,
    isPrivate: post?.isPrivate ?? false,
    allowComments: post?.allowComments ?? true,
  };
}

/**
 * Reads the form with the schema the server checks (spec §5: title and slug required; an empty
 * category or publish date is null). Returns the input, or each wrong field's message.
 */
export function readPostForm(values: PostFormValues): { input: PostInput } | { errors: FormErrors } {
  const publishDate = fromLocalDateTime(values.publishDate);
  const featuredImage = optionalText(values.featuredImage);
  const parsed = postInputSchema.safeParse({
    title: values.title,
    slug: values.slug,
    content: contentHtml(values.content),
    excerpt: optionalText(values.excerpt),
    featuredImage,
    seoTitle: optionalText(values.seoTitle),
    seoDescription: optionalText(values.seoDescription),
    status: values.status,
    publishDate: publishDate ?? null,
    categoryId: values.categoryId === '' ? null : Number(values.categoryId),
    tagIds: values.tagIds,
    isFeatured: values.isFeatured,
    isPrivate: values.isPrivate,
    allowComments: values.allowComments,
  });
  const errors: FormErrors = parsed.success ? {} : fieldErrors(parsed.error);
  if (publishDate === undefined) errors.publishDate = BLOG_SCREEN_TEXTS.publishDateInvalid;
  if (!parsed.success || Object.keys(errors).length > 0) return { errors };
  return { input: parsed.data };
}
