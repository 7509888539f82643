import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { inputClassName } from '../../../components/ui/field-styles';
import { cn } from '../../../lib/cn';
import { BLOG_SCREEN_TEXTS } from './blog-screen-texts';

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** What the person typed as a link: 'example.com' → 'https://example.com'; undefined for another scheme (javascript:…). */
export function linkHref(typed: string): string | undefined {
  const text = typed.trim();
  if (!SCHEME.test(text)) return `https://${text}`;
  return /^(https?|mailto):/i.test(text) ? text : undefined;
}

/** The link's address, typed under the toolbar. Enter applies (without sending the post), Escape gives up. */
export function LinkBar({ onApply, onCancel }: { onApply: (href: string) => void; onCancel: () => void }) {
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  function apply() {
    if (typed.trim() === '') {
      onCancel();
      return;
    }
    const href = linkHref(typed);
    if (href === undefined) {
      setError(BLOG_SCREEN_TEXTS.linkInvalid);
      return;
    }
    onApply(href);
  }

  return (
    <div className="flex flex-wrap items-center gap-2 border-b border-slate-200 bg-white px-2 py-2 dark:border-slate-800 dark:bg-slate-950">
      <input
        ref={inputRef}
        type="url"
        inputMode="url"
        aria-label={BLOG_SCREEN_TEXTS.linkUrl}
        placeholder="https://"
        autoComplete="off"
        spellCheck={false}
        maxLength={2000}
        value={typed}
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          setTyped(event.target.value);
          setError(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            apply();
          } else if (event.key === 'Escape') {
            event.preventDefault();
            onCancel();
          }
        }}
        className={cn(inputClassName, 'h-8 min-w-0 flex-1 py-1')}
      />
      <Button size="sm" onClick={apply}>
        {BLOG_SCREEN_TEXTS.applyLink}
      </Button>
      <Button size="sm" variant="ghost" onClick={onCancel}>
        {BLOG_SCREEN_TEXTS.cancel}
      </Button>
      {error ? (
        <p role="alert" className="w-full text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}
