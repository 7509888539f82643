import { useEffect, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { BLOG_SCREEN_TEXTS } from './blog-screen-texts';

/** What an earlier visit kept of the post's form in this browser. */
type KeptDraft = { savedAt: number; values: unknown };

/**
 * The post's form kept in this browser as it is typed (after half a second), so nothing is lost
 * however the page is left; and the draft an earlier visit kept (a closed tab, a crash, a browser
 * Back), when it differs from what the server has, until Restore or Discard.
 */
export function useKeptDraft(key: string, initial: string, dirty: boolean, values: unknown) {
  const [draft, setDraft] = useState(() => readDraft(key, initial));

  useEffect(() => {
    if (draft) return; // not over a draft still waiting for Restore or Discard
    const timer = setTimeout(() => {
      try {
        if (dirty) localStorage.setItem(key, JSON.stringify({ savedAt: Date.now(), values }));
        else localStorage.removeItem(key);
      } catch {
        // Storage full or blocked: the leave question still guards the work.
      }
    }, 500);
    return () => {
      clearTimeout(timer);
    };
  }, [draft, dirty, key, values]);

  return {
    draft,
    /** The draft is back in the form. */
    restored: () => {
      setDraft(null);
    },
    discard: () => {
      localStorage.removeItem(key);
      setDraft(null);
    },
    /** The post is saved: nothing to keep. */
    forget: () => {
      localStorage.removeItem(key);
    },
  };
}

/** 'A draft from … was found': Restore or Discard. */
export function DraftFound({ draft, onRestore, onDiscard }: { draft: KeptDraft; onRestore: () => void; onDiscard: () => void }) {
  return (
    <Alert tone="info" className="m-4 mb-0 sm:m-6 sm:mb-0">
      <p>{BLOG_SCREEN_TEXTS.draftFound(new Date(draft.savedAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }))}</p>
      <span className="mt-2 flex gap-2">
        <Button size="sm" onClick={onRestore}>
          {BLOG_SCREEN_TEXTS.restoreDraft}
        </Button>
        <Button size="sm" variant="secondary" onClick={onDiscard}>
          {BLOG_SCREEN_TEXTS.discardDraft}
        </Button>
      </span>
    </Alert>
  );
}

/** A draft kept by an earlier visit, when it differs from what the server has. */
function readDraft(key: string, initial: string): KeptDraft | null {
  try {
    const draft = JSON.parse(localStorage.getItem(key) ?? 'null') as { savedAt?: unknown; values?: unknown } | null;
    if (!draft || typeof draft.savedAt !== 'number' || typeof draft.values !== 'object' || draft.values === null) return null;
    if (JSON.stringify(draft.values) === initial) return null;
    return { savedAt: draft.savedAt, values: draft.values };
  } catch {
    return null;
  }
}
