import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { AtSign, ExternalLink, SmilePlus, TriangleAlert } from 'lucide-react';
import { composePosts, measurePost, MENTIONS_TOKEN, xIntentUrl } from '../../../common/compose';
import { MENTION_WARNING_MAX, MESSAGE_MAX, X_POST_LENGTH } from '../../../common/compose-limits';
import type { Composer } from '../../../common/message-templates';
import { isXHandle } from '../../../common/x-handle';
import { Alert } from '../../components/ui/alert';
import { Button, buttonVariants } from '../../components/ui/button';
import { CheckboxField } from '../../components/ui/checkbox-field';
import { controlClassName } from '../../components/ui/field-styles';
import { cn } from '../../lib/cn';
import { useDismiss } from '../../lib/use-dismiss';
import { CopyButton } from '../../components/ui/copy-button';
import { EmojiPopover } from '../../components/emoji/emoji-popover';
import { useCopy } from '../../lib/use-copy';
import { useMemberSuggestions } from './api/suggest-members';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { errorReason } from '../../lib/field-errors';
import { toast } from '../../components/ui/toaster';
import { useUpdateComposerSettings } from './api/composer';
import { TemplatesBar } from './templates-bar';
import { COMPOSER_SCREEN_TEXTS } from './compose-screen-texts';
import { SHARED_TEXTS } from '../../components/shared-texts';

type ComposerBodyProps = {
  id: string;
  /** My settings and templates (the server's). */
  composer: Composer;
  message: string;
  setMessage: (message: string) => void;
  usernames: readonly string[];
};

/**
 * The composer's body, loaded when it opens: the message, Insert emoji and {mentions}, the
 * settings, and the posts ready for X counted with twitter-text (see MessageComposer).
 */
export default function ComposerBody({ id, composer, message, setMessage, usernames }: ComposerBodyProps) {
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const emojiRef = useRef<HTMLDivElement>(null);
  const emojiButtonRef = useRef<HTMLButtonElement>(null);
  const [emojiOpen, setEmojiOpen] = useState(false);
  // Where the caret goes once the inserted text is in the textarea.
  const caret = useRef<number | null>(null);
  const { copied, error, copy } = useCopy();
  const settings = useUpdateComposerSettings();
  const saveSettings = (change: Parameters<typeof settings.mutate>[0]) => {
    settings.mutate(change, { onError: (failure) => toast.error(COMPOSER_SCREEN_TEXTS.settingFailed(errorReason(failure))) });
  };

  // The template used last comes back, unless a message of its own is being written.
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    const last = composer.templates.find((template) => template.id === composer.lastTemplateId);
    if (last && message === '') setMessage(last.message);
  }, [composer, message, setMessage]);

  // Numbering changes on screen at once (a controlled checkbox must not wait for the query's
  // update), and follows the server's value when that changes (a refused save puts it back).
  const [numberedState, setNumberedState] = useState({ value: composer.numbered, server: composer.numbered });
  if (numberedState.server !== composer.numbered) setNumberedState({ value: composer.numbered, server: composer.numbered });
  const numbered = numberedState.value;
  const setNumbered = (value: boolean) => {
    setNumberedState((current) => ({ ...current, value }));
  };

  // The warning's limit as typed; the server keeps it once it is a whole number in range.
  const [warningText, setWarningText] = useState(String(composer.mentionWarning));
  const typedWarning = Number(warningText);
  const warningValid = warningText !== '' && Number.isInteger(typedWarning) && typedWarning >= 1 && typedWarning <= MENTION_WARNING_MAX;
  const mentionWarning = warningValid ? typedWarning : composer.mentionWarning;
  const warningToSave = useDebouncedValue(mentionWarning, SETTING_DEBOUNCE_MS);
  useEffect(() => {
    if (warningToSave !== composer.mentionWarning) saveSettings({ mentionWarning: warningToSave });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- saved when the typed value settles, not when the server answers
  }, [warningToSave]);

  useDismiss(emojiOpen, [emojiRef], (reason) => {
    setEmojiOpen(false);
    if (reason === 'escape') emojiButtonRef.current?.focus();
  });

  useLayoutEffect(() => {
    if (caret.current === null) return;
    const textarea = textareaRef.current;
    textarea?.focus();
    textarea?.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  }, [message]);

  /** Puts `text` where the caret is (or over the selection), then the caret after it. */
  function insert(text: string) {
    const textarea = textareaRef.current;
    const start = textarea?.selectionStart ?? message.length;
    const end = textarea?.selectionEnd ?? start;
    setMessage(message.slice(0, start) + text + message.slice(end));
    caret.current = start + text.length;
    setCaretAt(caret.current);
  }

  // @-mention autocomplete (a combobox over the textarea): what follows the '@' before the caret.
  const [caretAt, setCaretAt] = useState(message.length);
  const [dismissed, setDismissed] = useState<string | null>(null);
  const typed = mentionBefore(message, caretAt);
  const asked = useDebouncedValue(typed && typed.text !== dismissed ? typed.text : null, SUGGEST_DEBOUNCE_MS);
  const suggestions = useMemberSuggestions(asked);
  const options = typed && asked === typed.text ? (suggestions.data?.usernames ?? []) : [];
  const [highlight, setHighlight] = useState({ for: '', index: 0 });
  const active = highlight.for === asked ? Math.min(highlight.index, options.length - 1) : 0;
  const listboxOpen = options.length > 0;
  const optionId = (index: number) => `${id}-option-${String(index)}`;

  /** Replaces the '@text' being typed by '@handle ' and puts the caret after it. */
  function choose(handle: string) {
    if (!typed) return;
    const insertion = `@${handle} `;
    setMessage(message.slice(0, typed.start) + insertion + message.slice(caretAt));
    caret.current = typed.start + insertion.length;
    setCaretAt(caret.current);
  }

  const messageLength = measurePost(message.replace(MENTIONS_TOKEN, '').trim()).weightedLength;
  const result = useMemo(() => composePosts({ message, usernames, numbered }), [message, numbered, usernames]);

  return (
      <div id={`${id}-body`} className="space-y-3">
        <p id={`${id}-hint`} className="text-sm text-slate-600 dark:text-slate-400">
          {COMPOSER_SCREEN_TEXTS.composerHint}
        </p>

      <TemplatesBar composer={composer} message={message} onLoad={setMessage} />

      <div className="relative">
        <textarea
          ref={textareaRef}
          // A multi-line textbox that suggests (ARIA 1.2 allows no combobox role on a textarea):
          // the listbox it controls, and the option the arrows are on.
          aria-autocomplete="list"
          aria-controls={`${id}-suggestions`}
          aria-activedescendant={listboxOpen ? optionId(active) : undefined}
          aria-label={COMPOSER_SCREEN_TEXTS.message}
          aria-describedby={`${id}-hint ${id}-length`}
          placeholder={COMPOSER_SCREEN_TEXTS.messagePlaceholder}
          rows={1}
          maxLength={MESSAGE_MAX}
          value={message}
          onChange={(event) => {
            setMessage(event.target.value);
            setCaretAt(event.target.selectionStart);
          }}
          onSelect={(event) => {
            setCaretAt(event.currentTarget.selectionStart);
          }}
          onKeyDown={(event) => {
            if (!listboxOpen) return;
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
          }}
          // Spec §9: 30 px high, 15 px text, 21 px corners; it grows with what is typed.
          className="block min-h-[30px] w-full resize-none rounded-[21px] border border-slate-300 bg-white px-4 py-[3px] text-[15px] leading-[22px] text-slate-900 shadow-sm [field-sizing:content] placeholder:text-slate-500 focus:border-indigo-500 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100 dark:placeholder:text-slate-400 dark:focus:border-indigo-400"
        />
        <ul
          id={`${id}-suggestions`}
          role="listbox"
          aria-label={COMPOSER_SCREEN_TEXTS.suggestions}
          hidden={!listboxOpen}
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
                choose(handle);
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
        <p id={`${id}-length`} className={cn('mt-1 text-right text-xs', messageLength > X_POST_LENGTH ? 'text-red-600 dark:text-red-400' : 'text-slate-500 dark:text-slate-400')}>
          {COMPOSER_SCREEN_TEXTS.messageLength(messageLength)}
        </p>
      </div>

      <div className="flex flex-wrap items-center gap-2">
        <div ref={emojiRef} className="relative">
          <Button
            ref={emojiButtonRef}
            variant="secondary"
            aria-haspopup="dialog"
            aria-expanded={emojiOpen}
            icon={<SmilePlus aria-hidden="true" className="size-4" />}
            onClick={() => {
              setEmojiOpen((open) => !open);
            }}
          >
            {COMPOSER_SCREEN_TEXTS.insertEmoji}
          </Button>
          {emojiOpen ? (
            <EmojiPopover
              label={COMPOSER_SCREEN_TEXTS.insertEmoji}
              onSelect={(emoji) => {
                setEmojiOpen(false);
                insert(emoji);
              }}
            />
          ) : null}
        </div>
        <Button
          variant="secondary"
          icon={<AtSign aria-hidden="true" className="size-4" />}
          onClick={() => {
            insert(MENTIONS_TOKEN);
          }}
        >
          {COMPOSER_SCREEN_TEXTS.insertMentions}
        </Button>
        <CheckboxField
          label={COMPOSER_SCREEN_TEXTS.numbered}
          checked={numbered}
          onChange={(event) => {
            setNumbered(event.target.checked);
            saveSettings({ numbered: event.target.checked });
          }}
        />
        <label className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-200">
          {COMPOSER_SCREEN_TEXTS.mentionWarningSetting}
          <input
            type="number"
            min={1}
            max={MENTION_WARNING_MAX}
            step={1}
            value={warningText}
            aria-invalid={warningValid ? undefined : true}
            onChange={(event) => {
              setWarningText(event.target.value);
            }}
            onBlur={() => {
              if (!warningValid) setWarningText(String(mentionWarning));
            }}
            className={cn(controlClassName, 'w-20')}
          />
        </label>
      </div>

      {error ? <Alert>{SHARED_TEXTS.copyFailed(error)}</Alert> : null}
      {!result.ok ? (
        <Alert>{COMPOSER_SCREEN_TEXTS.messageTooLong(result.weightedLength)}</Alert>
      ) : result.posts.length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">{COMPOSER_SCREEN_TEXTS.noPosts}</p>
      ) : (
        <div>
          <h3 className="text-sm font-semibold text-slate-900 dark:text-white">{COMPOSER_SCREEN_TEXTS.postsHeading(result.posts.length)}</h3>
          <ol aria-label="Parts" className="mt-2 space-y-2">
            {result.posts.map((post, index) => {
              const key = `post-${String(index)}`;
              const tooMany = post.mentions > mentionWarning;
              return (
                <li key={key} className="rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-700">
                  <div className="mb-1.5 flex flex-wrap items-center justify-between gap-2">
                    <span className="font-medium text-slate-700 dark:text-slate-200">
                      {`Part ${String(index + 1)}`}
                      <span className="ml-2 text-xs font-normal text-slate-600 dark:text-slate-400">{COMPOSER_SCREEN_TEXTS.postLength(post.weightedLength)}</span>
                      <span className={cn('ml-2 text-xs font-normal', tooMany ? 'text-amber-700 dark:text-amber-300' : 'text-slate-600 dark:text-slate-400')}>
                        {COMPOSER_SCREEN_TEXTS.postMentions(post.mentions)}
                      </span>
                    </span>
                    <span className="flex flex-wrap items-center gap-2">
                      <CopyButton
                        variant="ghost"
                        label={COMPOSER_SCREEN_TEXTS.copyPart(index + 1)}
                        copied={copied === key}
                        onCopy={() => {
                          void copy(key, post.text);
                        }}
                      />
                      <a
                        href={xIntentUrl(post.text)}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label={COMPOSER_SCREEN_TEXTS.postOnXNamed(index + 1)}
                        className={buttonVariants({ variant: 'secondary', size: 'sm' })}
                      >
                        <ExternalLink aria-hidden="true" className="size-4" />
                        {COMPOSER_SCREEN_TEXTS.postOnX}
                      </a>
                    </span>
                  </div>
                  <p className="break-words whitespace-pre-wrap text-slate-700 dark:text-slate-300">{post.text}</p>
                  {tooMany ? (
                    <p className="mt-2 flex items-start gap-1.5 text-sm text-amber-800 dark:text-amber-200">
                      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                      {COMPOSER_SCREEN_TEXTS.tooManyMentions(post.mentions, mentionWarning)}
                    </p>
                  ) : null}
                </li>
              );
            })}
          </ol>
        </div>
      )}
      </div>
  );
}

/** How long a setting typed in waits before it is saved. */
const SETTING_DEBOUNCE_MS = 500;

/** How long the composer waits after a keystroke before asking for suggestions. */
const SUGGEST_DEBOUNCE_MS = 150;

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
