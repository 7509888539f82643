import { useEffect } from 'react';

export const APP_NAME = 'Rollcall';

/** Sets the browser tab title: "{title} · Rollcall", or just "Rollcall" without a title. */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
  }, [title]);
}
