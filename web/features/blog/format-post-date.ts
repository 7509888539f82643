import { BLOG_TEXTS } from '../../../common/blog-texts';
import { DATE_FORMAT, DATE_LOCALE } from '../../../common/constants';

let postDateFormat: Intl.DateTimeFormat | undefined;

/** "Dates use the en-US format with a short month" (spec §9): 'Mar 5, 2025'. */
export function formatPostDate(iso: string): string {
  postDateFormat ??= new Intl.DateTimeFormat(DATE_LOCALE, DATE_FORMAT);
  return postDateFormat.format(new Date(iso));
}

/** 'Published: Mar 5, 2025', or 'Not published' without a date (spec §2). */
export function publishedText(publishDate: string | null): string {
  return publishDate ? BLOG_TEXTS.published(formatPostDate(publishDate)) : BLOG_TEXTS.notPublished;
}
