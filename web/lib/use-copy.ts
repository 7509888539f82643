import { useEffect, useRef, useState } from 'react';
import { errorReason } from './field-errors';

/** How long 'Copied!' stays. */
export const COPIED_FEEDBACK_MS = 2000;

/**
 * Copies text to the clipboard and remembers which button did it, for a short 'Copied!', or why
 * it failed (no clipboard outside a secure context, permission refused…).
 */
export function useCopy() {
  const [copied, setCopied] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => {
    clearTimeout(timer.current);
  }, []);

  async function copy(key: string, text: string) {
    clearTimeout(timer.current);
    setError(null);
    setCopied(null);
    try {
      if (!(typeof navigator !== 'undefined' && 'clipboard' in navigator && navigator.clipboard)) {
        throw new Error('the clipboard is not available in this browser');
      }
      await navigator.clipboard.writeText(text);
      setCopied(key);
      timer.current = setTimeout(() => {
        setCopied(null);
      }, COPIED_FEEDBACK_MS);
    } catch (failure) {
      setError(errorReason(failure));
    }
  }

  return { copied, error, copy };
}
