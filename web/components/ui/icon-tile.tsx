import type { ComponentType, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Card } from './card';

export type IconTileTone = 'soft' | 'deep' | 'amber' | 'solid';
export type IconTileSize = 'sm' | 'md' | 'lg';

const tones: Record<IconTileTone, string> = {
  soft: 'bg-indigo-50 text-indigo-600 dark:bg-indigo-500/10 dark:text-indigo-300',
  deep: 'bg-indigo-50 text-indigo-700 dark:bg-indigo-500/10 dark:text-indigo-300',
  amber: 'bg-amber-50 text-amber-600 dark:bg-amber-400/10 dark:text-amber-300',
  solid: 'bg-indigo-600 text-white dark:bg-indigo-500',
};

const sizes: Record<IconTileSize, { tile: string; icon: string }> = {
  sm: { tile: 'size-10', icon: 'size-5' },
  md: { tile: 'size-11', icon: 'size-5' },
  lg: { tile: 'size-12', icon: 'size-6' },
};

type IconTileProps = {
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  tone?: IconTileTone;
  size?: IconTileSize;
  className?: string;
};

/** A decorative icon on a rounded square: the badge of a card or of a message page. */
export function IconTile({ icon: Icon, tone = 'soft', size = 'md', className }: IconTileProps) {
  return (
    <span className={cn('flex items-center justify-center rounded-xl', sizes[size].tile, tones[tone], className)}>
      <Icon aria-hidden className={sizes[size].icon} />
    </span>
  );
}

type IconCardProps = Omit<IconTileProps, 'size' | 'className'> & {
  title: string;
  headingLevel?: 'h2' | 'h3';
  className?: string;
  /** The text under the title. */
  children: ReactNode;
};

/** A card led by an icon tile, then its title and a few lines (the home page's features, the contact ways). */
export function IconCard({ icon, tone, title, headingLevel: Heading = 'h2', className, children }: IconCardProps) {
  return (
    <Card className={className}>
      <IconTile icon={icon} tone={tone} />
      <Heading className="mt-5 text-lg font-semibold text-slate-900 dark:text-white">{title}</Heading>
      <div className="mt-2 text-sm leading-6 text-slate-600 dark:text-slate-400">{children}</div>
    </Card>
  );
}
