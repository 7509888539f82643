import { useEffect, useState } from 'react';
import type { RefObject } from 'react';
import { ArrowUp } from 'lucide-react';
import { Button } from './ui/button';

/** "Go-to-top threshold: 200 px." */
const GO_TO_TOP_THRESHOLD_PX = 200;

/** Near the end of the page the button would sit on the last row's actions and the footer's links: it steps aside. */
const BOTTOM_CLEARANCE_PX = 160;

function scrolledPastThreshold(): boolean {
  const nearBottom = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - BOTTOM_CLEARANCE_PX;
  return window.scrollY > GO_TO_TOP_THRESHOLD_PX && !nearBottom;
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
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, []);

  if (!visible) return null;

  function goToTop() {
    const reduceMotion = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
    focusTarget?.current?.focus({ preventScroll: true });
  }

  return (
    // On a phone a round icon (its name stays 'Go to Top'), so it covers as little of a row as it can.
    <Button onClick={goToTop} aria-label="Go to Top" className="fixed right-3 bottom-3 z-30 size-11 rounded-full px-0 shadow-lg sm:right-6 sm:bottom-6 sm:h-10 sm:w-auto sm:rounded-lg sm:px-4">
      <ArrowUp aria-hidden="true" className="size-4" />
      <span className="hidden sm:inline">Go to Top</span>
    </Button>
  );
}
