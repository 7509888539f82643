import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { AtSign, SmilePlus } from 'lucide-react';
import { composePosts, measurePost, MENTIONS_TOKEN } from '../../../common/compose.plain';
import { MENTION_WARNING_MAX, MESSAGE_MAX, X_POST_LENGTH } from '../../../common/compose-limits.plain';
import type { Composer } from '../../../common/message-templates';
import { Button } from '../../components/ui/button';
import { CheckboxField } from '../../components/ui/checkbox-field';
import { controlClassName } from '../../components/ui/field-styles';
import { cn } from '../../lib/cn';
import { useDismiss } from '../../lib/use-dismiss';
import { EmojiPopover } from '../../components/emoji/emoji-popover';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { errorReason } from '../../lib/field-errors';
import { toast } from '../../components/ui/toaster';
import { useUpdateComposerSettings } from './api/composer';
import { TemplatesBar } from './templates-bar';
import { COMPOSER_SCREEN_TEXTS } from './compose-screen-texts';
import { ComposedPosts } from './composed-posts';
import { MentionListbox, useMentionSuggestions } from './mention-suggestions';

type ComposerBodyProps = {
  id: string;
  /** My settings and templates (the server's). */
  composer: Composer;
  message: string;
  setMessage: (message: string) => void;
  usernames: readonly string[];
  /** Ends the first post (a draw's certificate). */
  link?: string | undefined;
};

/**
 * The composer's body, loaded when it opens: the message, Insert emoji and {mentions}, the
 * settings, and the posts ready for X counted with twitter-text (see MessageComposer).
 */
export default function ComposerBody({ id, composer, message, setMessage, usernames, link }: ComposerBodyProps) {
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const emojiRef = useRef<HTMLDivElement>(null);
  const emojiButtonRef = useRef<HTMLButtonElement>(null);
  const [emojiOpen, setEmojiOpen] = useState(false);
  // Where the caret goes once the inserted text is in the textarea.
  const caret = useRef<number | null>(null);
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

  /** Writes `text` from `start` to `end` of the message, then puts the caret after it. */
  function replace(start: number, end: number, text: string) {
    setMessage(message.slice(0, start) + text + message.slice(end));
    caret.current = start + text.length;
    setCaretAt(caret.current);
  }

  /** Puts `text` where the caret is (or over the selection), then the caret after it. */
  function insert(text: string) {
    const textarea = textareaRef.current;
    const start = textarea?.selectionStart ?? message.length;
    replace(start, textarea?.selectionEnd ?? start, text);
  }

  const [caretAt, setCaretAt] = useState(message.length);
  const mentions = useMentionSuggestions(id, message, caretAt, replace);

  // The message as its first post holds it, with the link that ends it (counted as X counts it).
  const messageLength = measurePost([message.replace(MENTIONS_TOKEN, '').trim(), link ?? ''].filter((part) => part !== '').join('\n\n')).weightedLength;
  const result = useMemo(() => composePosts({ message, usernames, numbered, link }), [link, message, numbered, usernames]);

  return (
    <div className="space-y-3">
      <p id={`${id}-hint`} className="text-sm text-slate-600 dark:text-slate-400">
        {COMPOSER_SCREEN_TEXTS.composerHint}
      </p>

      <TemplatesBar composer={composer} message={message} onLoad={setMessage} />

      <div className="relative">
        <textarea
          ref={textareaRef}
          // A multi-line textbox that suggests (ARIA 1.2 allows no combobox role on a textarea).
          {...mentions.inputProps}
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
          onKeyDown={mentions.onKeyDown}
          // Spec §9: 30 px high, 15 px text, 21 px corners; it grows with what is typed.
          className="block min-h-[30px] w-full resize-none rounded-[21px] border border-slate-300 bg-white px-4 py-[3px] text-[15px] leading-[22px] text-slate-900 shadow-sm [field-sizing:content] placeholder:text-slate-500 focus:border-indigo-500 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100 dark:placeholder:text-slate-400 dark:focus:border-indigo-400"
        />
        <MentionListbox {...mentions.listbox} />
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

      <ComposedPosts result={result} mentionWarning={mentionWarning} />
    </div>
  );
}

/** How long a setting typed in waits before it is saved. */
const SETTING_DEBOUNCE_MS = 500;
