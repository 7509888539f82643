import { DeleteButton, EditButton } from '../../../components/ui/edit-delete-buttons';
import { BLOG_SCREEN_TEXTS } from './blog-screen-texts';
import { Td } from '../../../components/ui/table';

type RowActionsProps = { name: string; onEdit: () => void; onDelete: () => void; editOpensDialog?: boolean };

/**
 * Edit and Delete of one row. Their names hold the row's ('Edit News'), so a screen reader's list
 * of buttons tells them apart, and start with the visible word, so speech input finds them.
 */
export function RowActions({ name, onEdit, onDelete, editOpensDialog = true }: RowActionsProps) {
  return (
    <div className="flex justify-end gap-2">
      <EditButton aria-haspopup={editOpensDialog ? 'dialog' : undefined} aria-label={BLOG_SCREEN_TEXTS.editNamed(name)} onClick={onEdit}>
        {BLOG_SCREEN_TEXTS.edit}
      </EditButton>
      <DeleteButton aria-label={BLOG_SCREEN_TEXTS.deleteNamed(name)} onClick={onDelete}>
        {BLOG_SCREEN_TEXTS.delete}
      </DeleteButton>
    </div>
  );
}

/** The last cell of a row: its Edit and Delete (at the bottom of the card on a narrow screen). */
export function RowActionsCell(props: RowActionsProps) {
  return (
    <Td actions>
      <RowActions {...props} />
    </Td>
  );
}
