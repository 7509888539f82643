import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { BLOG_SCREEN_TEXTS } from './blog-screen-texts';

/**
 * Edit and Delete of one row. Their names hold the row's ('Edit News'), so a screen reader's list
 * of buttons tells them apart, and start with the visible word, so speech input finds them.
 */
export function RowActions({ name, onEdit, onDelete, editOpensDialog = true }: { name: string; onEdit: () => void; onDelete: () => void; editOpensDialog?: boolean }) {
  return (
    <div className="flex justify-end gap-2">
      <Button variant="secondary" size="sm" aria-haspopup={editOpensDialog ? 'dialog' : undefined} aria-label={BLOG_SCREEN_TEXTS.editNamed(name)} onClick={onEdit}>
        <Pencil aria-hidden="true" className="size-3.5" />
        {BLOG_SCREEN_TEXTS.edit}
      </Button>
      <Button variant="secondary" size="sm" aria-haspopup="dialog" aria-label={BLOG_SCREEN_TEXTS.deleteNamed(name)} onClick={onDelete}>
        <Trash2 aria-hidden="true" className="size-3.5 text-red-600 dark:text-red-400" />
        {BLOG_SCREEN_TEXTS.delete}
      </Button>
    </div>
  );
}
