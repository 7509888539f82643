import { Badge } from '../../../components/ui/badge';
import type { BadgeTone } from '../../../components/ui/badge';
import { STATUS_LABELS } from './blog-screen-texts';
import type { PostStatus } from './post-form';

const tones: Record<PostStatus, BadgeTone> = { draft: 'amber', published: 'emerald', archived: 'slate' };

/** Draft, Published or Archived (spec §4), each in its colour. */
export function StatusBadge({ status }: { status: PostStatus }) {
  return <Badge tone={tones[status]}>{STATUS_LABELS[status]}</Badge>;
}
