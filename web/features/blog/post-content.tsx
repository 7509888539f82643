import { cn } from '../../lib/cn';

/*
 * The typography of a post's HTML (there is no typography plugin): spacing, headings 2 to 4,
 * links, lists, quotes, code, images, tables and rules, in light and dark. Every rule targets the
 * elements the server's sanitiser lets through.
 */
const PROSE = cn(
  'text-[1.0625rem] leading-8 break-words text-slate-700 dark:text-slate-300',
  '[&>:first-child]:mt-0',
  '[&_p]:mt-6',
  '[&_h1]:mt-12 [&_h1]:text-3xl [&_h1]:font-bold [&_h1]:tracking-tight [&_h1]:text-slate-900 dark:[&_h1]:text-white',
  '[&_h2]:mt-12 [&_h2]:text-2xl [&_h2]:leading-snug [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-slate-900 dark:[&_h2]:text-white',
  '[&_h3]:mt-10 [&_h3]:text-xl [&_h3]:leading-snug [&_h3]:font-semibold [&_h3]:text-slate-900 dark:[&_h3]:text-white',
  '[&_h4]:mt-8 [&_h4]:text-lg [&_h4]:font-semibold [&_h4]:text-slate-900 dark:[&_h4]:text-white',
  '[&_a]:font-medium [&_a]:text-indigo-700 [&_a]:underline [&_a]:decoration-indigo-300 [&_a]:underline-offset-4 hover:[&_a]:decoration-2 dark:[&_a]:text-indigo-300 dark:[&_a]:decoration-indigo-700',
  '[&_strong]:font-semibold [&_strong]:text-slate-900 dark:[&_strong]:text-white',
  '[&_ul]:mt-6 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-6 [&_ol]:list-decimal [&_ol]:pl-6',
  '[&_li]:mt-2 [&_li]:pl-1.5 [&_li>p]:mt-0 [&_li_ul]:mt-2 [&_li_ol]:mt-2 [&_li::marker]:text-slate-400 dark:[&_li::marker]:text-slate-500',
  '[&_blockquote]:mt-8 [&_blockquote]:border-l-4 [&_blockquote]:border-indigo-300 [&_blockquote]:pl-5 [&_blockquote]:text-slate-800 [&_blockquote]:italic dark:[&_blockquote]:border-indigo-700 dark:[&_blockquote]:text-slate-200',
  '[&_code]:rounded-md [&_code]:bg-slate-100 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-[0.875em] [&_code]:text-slate-900 dark:[&_code]:bg-slate-800 dark:[&_code]:text-slate-100',
  '[&_pre]:mt-8 [&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:bg-slate-900 [&_pre]:p-5 [&_pre]:text-sm [&_pre]:leading-6 [&_pre]:text-slate-100 dark:[&_pre]:bg-slate-900/80 dark:[&_pre]:ring-1 dark:[&_pre]:ring-slate-800',
  '[&_pre_code]:bg-transparent [&_pre_code]:p-0 [&_pre_code]:text-inherit dark:[&_pre_code]:bg-transparent',
  '[&_img]:mt-8 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl',
  '[&_figure]:mt-8 [&_figcaption]:mt-2 [&_figcaption]:text-center [&_figcaption]:text-sm [&_figcaption]:text-slate-600 dark:[&_figcaption]:text-slate-400',
  '[&_hr]:my-12 [&_hr]:border-slate-200 dark:[&_hr]:border-slate-800',
  '[&_table]:mt-8 [&_table]:block [&_table]:w-full [&_table]:overflow-x-auto [&_table]:text-left [&_table]:text-sm',
  '[&_th]:border-b [&_th]:border-slate-300 [&_th]:px-3 [&_th]:py-2 [&_th]:font-semibold [&_th]:text-slate-900 dark:[&_th]:border-slate-700 dark:[&_th]:text-white',
  '[&_td]:border-b [&_td]:border-slate-200 [&_td]:px-3 [&_td]:py-2 dark:[&_td]:border-slate-800',
);

/** Images in a post load when they come near the screen, not with the page. */
export function withLazyImages(html: string): string {
  return html.replace(/<img\b(?![^>]*\bloading=)/gi, '<img loading="lazy" decoding="async"');
}

/**
 * A post's HTML. The server sanitised it with an allow-list when it was saved (no script, no
 * event handler, no javascript: link), so it is rendered as is.
 */
export function PostContent({ html, className }: { html: string; className?: string }) {
  return <div className={cn(PROSE, className)} dangerouslySetInnerHTML={{ __html: withLazyImages(html) }} />;
}
