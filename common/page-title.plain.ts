/** The product's name in the tab's title. */
export const APP_NAME = 'Rollcall';

/** The tab's title of a page: "{title} · Rollcall", or "Rollcall" alone (web/lib/use-page-title.ts, and the server's first HTML). */
export const documentTitle = (title?: string): string => (title ? `${title} · ${APP_NAME}` : APP_NAME);
