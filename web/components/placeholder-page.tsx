import type { ReactNode } from 'react';
import { Construction } from 'lucide-react';
import { usePageTitle } from '../lib/use-page-title';
import { MessagePage } from './ui/message-page';

export const COMING_SOON_TEXT = 'This page is coming soon.';

/** Stand-in for a screen that is not built yet: its name as the heading and a "coming soon" line. */
export function PlaceholderPage({ title, children }: { title: string; children?: ReactNode }) {
  usePageTitle(title);
  return (
    <MessagePage icon={Construction} title={title} message={COMING_SOON_TEXT} frame="dashed">
      {children}
    </MessagePage>
  );
}
