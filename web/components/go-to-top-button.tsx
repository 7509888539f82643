import { useEffect, useState } from 'react';
import type { RefObject } from 'react';
import { ArrowUp } from 'lucide-react';
import { Button } from './ui/button';

/** "Go-to-top threshold: 200 px." */
const GO_TO_TOP_THRESHOLD_PX = 200;

function scrolledPastThreshold(): boolean {
  return window.scrollY > GO_TO_TOP_THRESHOLD_PX;
}

/**
 * The floating 'Go to Top' button (spec §2, §9): shown once the page is scrolled over 200 px.
 * It scrolls back up and moves the focus to `focusTarget` (the page heading), so a keyboard user
 * lands at the top too. Used by the Lists and Members screens.
 */
export function GoToTopButton({ focusTarget }: { focusTarget?: RefObject<HTMLElement | null> }) {
  const [visible, setVisible] = useState(scrolledPastThreshold);

  useEffect(() => {
    function onScroll() {
      setVisible(scrolledPastThreshold());
    }
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
    };
  }, []);

  if (!visible) return null;

  function goToTop() {
    const reduceMotion = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
    focusTarget?.current?.focus({ preventScroll: true });
  }

  return (
    <Button onClick={goToTop} className="fixed right-4 bottom-4 z-30 shadow-lg sm:right-6 sm:bottom-6">
      <ArrowUp aria-hidden="true" className="size-4" />
      Go to Top
    </Button>
  );
}
