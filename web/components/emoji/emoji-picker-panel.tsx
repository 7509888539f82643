import { EmojiPicker } from 'frimousse';
import { resolveEmojiData } from './emoji-data';
import { SHARED_TEXTS } from '../shared-texts';

/**
 * The picker itself, loaded on first open (React.lazy) so the Lists screen's bundle stays small.
 * Arrow keys move between emojis once the search box has focus; Enter chooses.
 */
export default function EmojiPickerPanel({ onSelect }: { onSelect: (emoji: string) => void }) {
  return (
    <EmojiPicker.Root
      resolveEmojiData={resolveEmojiData}
      columns={8}
      onEmojiSelect={({ emoji }) => {
        onSelect(emoji);
      }}
      className="isolate flex h-80 w-72 flex-col"
    >
      <EmojiPicker.Search
        aria-label="Search emojis"
        autoFocus
        className="z-10 mx-2 mt-2 appearance-none rounded-md border border-slate-300 bg-white px-2.5 py-1.5 text-sm text-slate-900 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100"
      />
      <EmojiPicker.Viewport className="relative flex-1 outline-hidden">
        <EmojiPicker.Loading className="absolute inset-0 flex items-center justify-center text-sm text-slate-500 dark:text-slate-400">
          {SHARED_TEXTS.loadingEmojis}
        </EmojiPicker.Loading>
        <EmojiPicker.Empty className="absolute inset-0 flex items-center justify-center text-sm text-slate-500 dark:text-slate-400">
          No emoji found.
        </EmojiPicker.Empty>
        <EmojiPicker.List
          className="pb-1.5 select-none"
          components={{
            CategoryHeader: ({ category, ...props }) => (
              <div className="bg-white px-3 pt-3 pb-1.5 text-xs font-medium text-slate-500 dark:bg-slate-900 dark:text-slate-400" {...props}>
                {category.label}
              </div>
            ),
            Row: ({ children, ...props }) => (
              <div className="scroll-my-1.5 px-1.5" {...props}>
                {children}
              </div>
            ),
            Emoji: ({ emoji, ...props }) => (
              <button
                className="flex size-8 items-center justify-center rounded-md text-lg data-[active]:bg-slate-100 dark:data-[active]:bg-slate-800"
                {...props}
              >
                {emoji.emoji}
              </button>
            ),
          }}
        />
      </EmojiPicker.Viewport>
    </EmojiPicker.Root>
  );
}
