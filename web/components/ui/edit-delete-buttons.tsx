import type { ComponentProps } from 'react';
import { Pencil, Trash2 } from 'lucide-react';
import { Button } from './button';

type ActionButtonProps = Omit<ComponentProps<typeof Button>, 'variant' | 'size' | 'icon'>;

/** The small 'Edit' of a card or a row, with its pencil. */
export function EditButton(props: ActionButtonProps) {
  return <Button variant="secondary" size="sm" icon={<Pencil aria-hidden="true" className="size-3.5" />} {...props} />;
}

/** The small 'Delete' of a card or a row: secondary, with a red bin (the red button is the confirmation's). */
export function DeleteButton(props: ActionButtonProps) {
  return <Button variant="secondary" size="sm" aria-haspopup="dialog" icon={<Trash2 aria-hidden="true" className="size-3.5 text-red-600 dark:text-red-400" />} {...props} />;
}
