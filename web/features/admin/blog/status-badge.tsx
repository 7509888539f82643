import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import type { BadgeTone } from '../../../components/ui/badge';
import { formatDate } from '../../../lib/format-date';
import { BLOG_SCREEN_TEXTS, STATUS_LABELS } from './blog-screen-texts';
import type { PostStatus } from './post-form';

const tones: Record<PostStatus, BadgeTone> = { draft: 'amber', published: 'emerald', archived: 'slate' };

/** Draft, Published or Archived (spec §4), each in its colour. */
export function StatusBadge({ status }: { status: PostStatus }) {
  return <Badge tone={tones[status]}>{STATUS_LABELS[status]}</Badge>;
}

type PostState = { status: PostStatus; publishDate: string | null; isPrivate: boolean; isFeatured: boolean };

/** Published with a date still to come: the blog shows it from then on. */
export function isScheduled(post: Pick<PostState, 'status' | 'publishDate'>, now = Date.now()): boolean {
  return post.status === 'published' && post.publishDate !== null && Date.parse(post.publishDate) > now;
}

/** What a visitor of the blog sees of it now: published, public, its date come (server/blog/blog-service.ts). */
export function isOnBlog(post: PostState, now = Date.now()): boolean {
  return post.status === 'published' && !post.isPrivate && !isScheduled(post, now);
}

/**
 * The CMS row's badges (issue #18): Draft, Scheduled (with its date), Published or Archived, then
 * Private and Featured, so every state is told apart at a glance.
 */
export function PostStateBadges({ post, now: given }: { post: PostState; now?: number }) {
  // The moment the row was first drawn: a render must not read the clock (react-hooks/purity).
  const [drawnAt] = useState(() => Date.now());
  const now = given ?? drawnAt;
  return (
    <span className="flex flex-wrap gap-1">
      {isScheduled(post, now) ? <Badge tone="indigo">{BLOG_SCREEN_TEXTS.scheduled(formatDate(post.publishDate!))}</Badge> : <StatusBadge status={post.status} />}
      {post.isPrivate ? <Badge tone="slate">{BLOG_SCREEN_TEXTS.private}</Badge> : null}
      {post.isFeatured ? <Badge tone="amber">{BLOG_SCREEN_TEXTS.featured}</Badge> : null}
    </span>
  );
}
