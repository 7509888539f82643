import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { PageContainer } from '../page-container';
import { cardClassName } from './card';
import { IconTile } from './icon-tile';
import type { IconTileTone } from './icon-tile';

type MessageFrame = 'dashed' | 'card' | 'none';

const frames: Record<MessageFrame, string> = {
  dashed: 'max-w-xl rounded-2xl border border-dashed border-slate-300 bg-white/60 px-6 py-14 dark:border-slate-700 dark:bg-slate-900/60',
  card: cn(cardClassName, 'max-w-lg px-6 py-12'),
  none: 'max-w-xl',
};

type MessagePageProps = {
  icon: Parameters<typeof IconTile>[0]['icon'];
  tone?: IconTileTone;
  /** The page's h1. */
  title: string;
  /** A smaller h1 on a phone (a long title). */
  compactTitle?: boolean;
  message: ReactNode;
  /** A dashed box (a placeholder), a card, or nothing around the message. */
  frame?: MessageFrame;
  /** The way on: a link or two, centred under the message. */
  children?: ReactNode;
};

/** A page that only says something (coming soon, registration closed, post not found): icon, h1, text, links. */
export function MessagePage({ icon, tone = 'soft', title, compactTitle = false, message, frame = 'none', children }: MessagePageProps) {
  return (
    <PageContainer className="py-16 sm:py-24">
      <div className={cn('mx-auto text-center', frames[frame])}>
        <IconTile icon={icon} tone={tone} size="lg" className="mx-auto" />
        <h1 className={cn('mt-6 font-bold tracking-tight text-slate-900 dark:text-white', compactTitle ? 'text-2xl sm:text-3xl' : 'text-3xl')}>{title}</h1>
        <p className="mt-3 text-slate-600 dark:text-slate-400">{message}</p>
        {children ? <div className="mt-8 flex justify-center gap-3">{children}</div> : null}
      </div>
    </PageContainer>
  );
}
