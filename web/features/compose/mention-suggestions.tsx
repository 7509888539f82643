import { useState } from 'react';
import { isXHandle } from '../../../common/x-handle.plain';
import { cn } from '../../lib/cn';
import { useMemberSuggestions } from './api/suggest-members';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { COMPOSER_SCREEN_TEXTS } from './compose-screen-texts';
import type { KeyboardEvent } from 'react';

/** How long the composer waits after a keystroke before asking for suggestions. */
const SUGGEST_DEBOUNCE_MS = 150;

/**
 * @-mention autocomplete over the message (a combobox over the textarea): what follows the '@'
 * before the caret is asked for (after a pause), the arrows move over the suggestions, Enter or Tab
 * takes one, Escape puts them away. `replace(start, end, text)` writes the chosen '@handle '.
 */
export function useMentionSuggestions(id: string, message: string, caretAt: number, replace: (start: number, end: number, text: string) => void) {
  const [dismissed, setDismissed] = useState<string | null>(null);
  const typed = mentionBefore(message, caretAt);
  const asked = useDebouncedValue(typed && typed.text !== dismissed ? typed.text : null, SUGGEST_DEBOUNCE_MS);
  const suggestions = useMemberSuggestions(asked);
  const options = typed && asked === typed.text ? (suggestions.data?.usernames ?? []) : [];
  const [highlight, setHighlight] = useState({ for: '', index: 0 });
  const active = highlight.for === asked ? Math.min(highlight.index, options.length - 1) : 0;
  const open = options.length > 0;
  const optionId = (index: number) => `${id}-option-${String(index)}`;

  /** Replaces the '@text' being typed by '@handle ' and puts the caret after it. */
  function choose(handle: string) {
    if (!typed) return;
    replace(typed.start, caretAt, `@${handle} `);
  }

  /** The textarea's keys while suggestions are open. */
  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (!open) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setHighlight({ for: asked ?? '', index: (active + step + options.length) % options.length });
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      event.preventDefault();
      choose(options[active]!);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setDismissed(typed?.text ?? null);
    }
  }

  return {
    onKeyDown,
    /** The textarea's ARIA 1.2 attributes: the listbox it controls, and the option the arrows are on. */
    inputProps: {
      'aria-autocomplete': 'list' as const,
      'aria-controls': `${id}-suggestions`,
      'aria-activedescendant': open ? optionId(active) : undefined,
    },
    listbox: { id: `${id}-suggestions`, options, active, optionId, onChoose: choose },
  };
}

type MentionListboxProps = { id: string; options: string[]; active: number; optionId: (index: number) => string; onChoose: (handle: string) => void };

/** The suggested handles under the textarea; hidden while there is none. */
export function MentionListbox({ id, options, active, optionId, onChoose }: MentionListboxProps) {
  return (
    <ul
      id={id}
      role="listbox"
      aria-label={COMPOSER_SCREEN_TEXTS.suggestions}
      hidden={options.length === 0}
      className="absolute top-full left-4 z-30 mt-1 max-h-64 min-w-56 overflow-y-auto rounded-xl border border-slate-200 bg-white py-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
    >
      {options.map((handle, index) => (
        <li
          key={handle}
          id={optionId(index)}
          role="option"
          aria-selected={index === active}
          // The textarea keeps the focus (and the caret) while an option is clicked.
          onMouseDown={(event) => {
            event.preventDefault();
          }}
          onClick={() => {
            onChoose(handle);
          }}
          className={cn(
            'cursor-pointer px-3 py-2 text-sm text-slate-700 dark:text-slate-200',
            index === active && 'bg-indigo-50 text-indigo-800 dark:bg-indigo-500/20 dark:text-indigo-100',
          )}
        >
          @{handle}
        </li>
      ))}
    </ul>
  );
}

const isAtSign = (character: string | undefined) => character === '@' || character === '＠';

/**
 * The '@text' just before the caret (a mention being typed), with where its '@' is; null when there
 * is none. The text after the last '@' must be a handle (so far), and the '@' must start a word:
 * not after a handle's character ('mail me@an') nor after another '@'.
 */
export function mentionBefore(message: string, caret: number): { start: number; text: string } | null {
  const before = message.slice(0, caret);
  const at = Math.max(before.lastIndexOf('@'), before.lastIndexOf('＠'));
  if (at === -1) return null;
  const text = before.slice(at + 1);
  const previous = before[at - 1];
  if (!isXHandle(text) || (previous !== undefined && (isXHandle(previous) || isAtSign(previous)))) return null;
  return { start: caret - text.length - 1, text };
}
