import { formatDate } from '../../lib/format-date';
import { BLOG_PAGE_TEXTS } from './blog-texts';

/** 'Published: Mar 5, 2025', or 'Not published' without a date (spec §2). */
export function publishedText(publishDate: string | null): string {
  return publishDate ? BLOG_PAGE_TEXTS.published(formatDate(publishDate)) : BLOG_PAGE_TEXTS.notPublished;
}
