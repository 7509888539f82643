import { useEffect, useEffectEvent } from 'react';
import type { RefObject } from 'react';

export type DismissReason = 'escape' | 'outside';

/**
 * While `open`, calls `onDismiss` on Escape or on a pointer press outside every element of
 * `insideRefs` (a menu and the button that opens it, for instance).
 */
export function useDismiss(
  open: boolean,
  insideRefs: ReadonlyArray<RefObject<HTMLElement | null>>,
  onDismiss: (reason: DismissReason) => void,
): void {
  const dismiss = useEffectEvent(onDismiss);
  const isInside = useEffectEvent((target: EventTarget | null) =>
    insideRefs.some((ref) => target instanceof Node && ref.current?.contains(target)),
  );

  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: Event) {
      if (!isInside(event.target)) dismiss('outside');
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') dismiss('escape');
    }
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);
}
