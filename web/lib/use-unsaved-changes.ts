import { useEffect, useEffectEvent, useState } from 'react';
import { useNavigate } from 'react-router';

/**
 * Guards work that is not saved yet (issue #18, the blog editor): while `dirty`, every way out
 * asks first. Closing or reloading the tab gets the browser's own question (beforeunload); a
 * click on a link of this site (the header, the footer, the account menu) is held and asked about;
 * the page's own ways out (Back, Cancel) call `leave(action)`. `question` is what to show while an
 * answer is awaited; `stay()` and `go()` answer it.
 */
export function useUnsavedChanges(dirty: boolean) {
  const navigate = useNavigate();
  const [question, setQuestion] = useState<{ go: () => void } | null>(null);

  useEffect(() => {
    if (!dirty) return;
    function onBeforeUnload(event: BeforeUnloadEvent) {
      event.preventDefault();
    }
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [dirty]);

  // Held before React sees it (capture on the document runs before the app's root listener).
  const onClick = useEffectEvent((event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download')) return;
    const url = new URL(link.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    event.stopPropagation();
    setQuestion({ go: () => void navigate(`${url.pathname}${url.search}${url.hash}`) });
  });
  useEffect(() => {
    if (!dirty) return;
    const listener = (event: MouseEvent) => {
      onClick(event);
    };
    document.addEventListener('click', listener, true);
    return () => {
      document.removeEventListener('click', listener, true);
    };
  }, [dirty]);

  return {
    question,
    /** Runs `action` at once when nothing is unsaved, else after the person says to leave. */
    leave: (action: () => void) => {
      if (dirty) setQuestion({ go: action });
      else action();
    },
    stay: () => {
      setQuestion(null);
    },
    go: () => {
      const pending = question;
      setQuestion(null);
      pending?.go();
    },
  };
}
