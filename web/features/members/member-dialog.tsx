import type { ReactNode, RefObject } from 'react';
import { Dialog } from '../../components/ui/dialog';

type MemberDialogProps = {
  title: string;
  description?: ReactNode;
  onClose: () => void;
  /** Gets the focus back when the dialog closes if the button that opened it is gone (its row moved). */
  fallbackFocus?: RefObject<HTMLElement | null>;
  children: ReactNode;
};

/** A dialog of the members screen: the shared modal, narrower. */
export function MemberDialog({ title, description, onClose, fallbackFocus, children }: MemberDialogProps) {
  return (
    <Dialog title={title} description={description} onClose={() => onClose()} fallbackFocusRef={fallbackFocus} className="max-w-md">
      {children}
    </Dialog>
  );
}
