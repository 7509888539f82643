import { useEffect, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import type { Editor } from '@tiptap/react';
import Image from '@tiptap/extension-image';
import StarterKit from '@tiptap/starter-kit';
import { Bold, Heading2, Heading3, ImagePlus, Italic, Link2, List, ListOrdered, Quote, Redo2, Undo2 } from 'lucide-react';
import type { UploadedImage } from '../../../../common/media';
import { Button } from '../../../components/ui/button';
import { inputClassName } from '../../../components/ui/field-styles';
import { cn } from '../../../lib/cn';
import { BLOG_SCREEN_TEXTS } from './blog-screen-texts';
import { useImageUpload } from './image-upload';

/**
 * The post's rich editor (TipTap, spec §2: headings of levels 2 and 3 only). Loaded on demand by
 * ContentEditor, so TipTap and ProseMirror stay out of every other page's scripts. It edits the
 * same HTML string as the plain textarea it falls back to; the server sanitises it on save.
 */
export type RichTextEditorProps = {
  value: string;
  onChange: (html: string) => void;
  /** The id of the visible 'Content' label. */
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
};

const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    // A click in the editor places the caret; it does not follow the link away from the form.
    link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
  }),
  // Uploaded images keep their three widths (srcset) and their size (no layout shift).
  Image.extend({
    addAttributes() {
      return {
        ...this.parent?.(),
        srcset: { default: null },
        sizes: { default: null },
        width: { default: null },
        height: { default: null },
      };
    },
  }),
];

/** How the editor shows the post's HTML: the look of the public post, in small. */
const contentClassName = cn(
  'min-h-64 max-h-[36rem] overflow-y-auto px-3.5 py-3 text-[15px] leading-relaxed text-slate-900 focus:outline-none focus-visible:outline-none dark:text-slate-100',
  '[&>*:first-child]:mt-0 [&_p]:my-2',
  '[&_h2]:mt-5 [&_h2]:mb-2 [&_h2]:text-xl [&_h2]:font-bold [&_h3]:mt-4 [&_h3]:mb-1.5 [&_h3]:text-lg [&_h3]:font-semibold',
  '[&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-6 [&_li>p]:my-0.5',
  '[&_blockquote]:my-3 [&_blockquote]:border-l-4 [&_blockquote]:border-slate-300 [&_blockquote]:pl-4 [&_blockquote]:text-slate-600 dark:[&_blockquote]:border-slate-600 dark:[&_blockquote]:text-slate-300',
  '[&_img]:my-3 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg [&_img.ProseMirror-selectednode]:outline-2 [&_img.ProseMirror-selectednode]:outline-indigo-500',
  '[&_a]:text-indigo-600 [&_a]:underline dark:[&_a]:text-indigo-400 [&_strong]:font-bold',
  '[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:font-mono [&_code]:text-[13px] dark:[&_code]:bg-slate-800',
  '[&_pre]:my-3 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-100 [&_pre]:p-3 dark:[&_pre]:bg-slate-800 [&_hr]:my-4 [&_hr]:border-slate-200 dark:[&_hr]:border-slate-700',
);

/** The editor's HTML, '' when it holds nothing. */
function htmlOf(editor: Editor): string {
  return editor.isEmpty ? '' : editor.getHTML();
}

export default function RichTextEditor({ value, onChange, labelledBy, describedBy, invalid }: RichTextEditorProps) {
  const onChangeRef = useRef(onChange);
  const emitted = useRef(value);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  const editor = useEditor({
    extensions,
    content: value,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        class: contentClassName,
      },
    },
    onUpdate: ({ editor: changed }) => {
      const html = htmlOf(changed);
      emitted.current = html;
      onChangeRef.current(html);
    },
  });

  // A value set from outside (not typed here) replaces the document, without echoing back.
  useEffect(() => {
    if (value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <div
      data-testid="rich-text-editor"
      className={cn(
        'overflow-hidden rounded-lg border bg-white shadow-sm transition-colors focus-within:border-indigo-500 focus-within:ring-2 focus-within:ring-indigo-500/20 dark:bg-slate-950 dark:focus-within:border-indigo-400',
        invalid ? 'border-red-500 dark:border-red-400' : 'border-slate-300 dark:border-slate-700',
      )}
    >
      <Toolbar editor={editor} />
      <EditorContent editor={editor} />
    </div>
  );
}

type ToolbarItem = { key: string; label: string; icon: ReactNode; pressed?: boolean; disabled?: boolean; run: () => void };

/**
 * The formatting toolbar (the ARIA toolbar pattern): one Tab stop, arrow keys move between the
 * buttons, each toggle tells whether it is on (aria-pressed).
 */
function Toolbar({ editor }: { editor: Editor }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      blockquote: current.isActive('blockquote'),
      link: current.isActive('link'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const [current, setCurrent] = useState(0);
  const [linkOpen, setLinkOpen] = useState(false);
  // An uploaded image waiting for its description before it goes into the text.
  const [uploaded, setUploaded] = useState<UploadedImage | null>(null);
  const picker = useImageUpload((image) => {
    setLinkOpen(false);
    setUploaded(image);
  });
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const chain = () => editor.chain().focus();

  const items: ToolbarItem[] = [
    { key: 'bold', label: BLOG_SCREEN_TEXTS.bold, icon: <Bold />, pressed: state.bold, run: () => chain().toggleBold().run() },
    { key: 'italic', label: BLOG_SCREEN_TEXTS.italic, icon: <Italic />, pressed: state.italic, run: () => chain().toggleItalic().run() },
    { key: 'h2', label: BLOG_SCREEN_TEXTS.heading2, icon: <Heading2 />, pressed: state.h2, run: () => chain().toggleHeading({ level: 2 }).run() },
    { key: 'h3', label: BLOG_SCREEN_TEXTS.heading3, icon: <Heading3 />, pressed: state.h3, run: () => chain().toggleHeading({ level: 3 }).run() },
    { key: 'bullet', label: BLOG_SCREEN_TEXTS.bulletList, icon: <List />, pressed: state.bulletList, run: () => chain().toggleBulletList().run() },
    { key: 'ordered', label: BLOG_SCREEN_TEXTS.orderedList, icon: <ListOrdered />, pressed: state.orderedList, run: () => chain().toggleOrderedList().run() },
    { key: 'quote', label: BLOG_SCREEN_TEXTS.blockquote, icon: <Quote />, pressed: state.blockquote, run: () => chain().toggleBlockquote().run() },
    {
      key: 'link',
      label: BLOG_SCREEN_TEXTS.link,
      icon: <Link2 />,
      pressed: state.link || linkOpen,
      run: () => {
        if (state.link) {
          chain().extendMarkRange('link').unsetLink().run();
        } else {
          setLinkOpen((open) => !open);
        }
      },
    },
    { key: 'image', label: picker.pending ? BLOG_SCREEN_TEXTS.uploadingImage : BLOG_SCREEN_TEXTS.insertImage, icon: <ImagePlus />, disabled: picker.pending, run: picker.open },
    { key: 'undo', label: BLOG_SCREEN_TEXTS.undo, icon: <Undo2 />, disabled: !state.canUndo, run: () => chain().undo().run() },
    { key: 'redo', label: BLOG_SCREEN_TEXTS.redo, icon: <Redo2 />, disabled: !state.canRedo, run: () => chain().redo().run() },
  ];

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const last = items.length - 1;
    const next = { ArrowRight: current === last ? 0 : current + 1, ArrowLeft: current === 0 ? last : current - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setCurrent(next);
    buttons.current[next]?.focus();
  }

  return (
    <>
      {picker.fileInput}
      <div
        role="toolbar"
        aria-label={BLOG_SCREEN_TEXTS.toolbar}
        onKeyDown={onKeyDown}
        className="flex flex-wrap items-center gap-0.5 border-b border-slate-200 bg-slate-50 px-1.5 py-1 dark:border-slate-800 dark:bg-slate-900"
      >
        {items.map((item, index) => (
          <span key={item.key} className="contents">
            {item.key === 'undo' ? <span aria-hidden="true" className="mx-1 h-5 w-px bg-slate-300 dark:bg-slate-700" /> : null}
            <button
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              tabIndex={index === current ? 0 : -1}
              aria-label={item.label}
              title={item.label}
              aria-pressed={item.pressed}
              // Still focusable when off, so the arrow keys never skip over it.
              aria-disabled={item.disabled || undefined}
              onFocus={() => {
                setCurrent(index);
              }}
              // A click keeps the focus (and the selection) in the text: the next keystroke types there.
              onMouseDown={(event) => {
                event.preventDefault();
              }}
              onClick={() => {
                if (!item.disabled) item.run();
              }}
              className={cn(
                'inline-flex size-8 items-center justify-center rounded-md text-slate-600 transition-colors hover:bg-slate-200 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white [&_svg]:size-4',
                item.pressed && 'bg-indigo-100 text-indigo-700 hover:bg-indigo-100 hover:text-indigo-800 dark:bg-indigo-500/20 dark:text-indigo-200 dark:hover:bg-indigo-500/30',
                item.disabled && 'cursor-default opacity-40 hover:bg-transparent dark:hover:bg-transparent',
              )}
            >
              {item.icon}
            </button>
          </span>
        ))}
      </div>
      {linkOpen ? (
        <LinkBar
          onApply={(href) => {
            setLinkOpen(false);
            const { empty } = editor.state.selection;
            if (empty) {
              chain()
                .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
                .run();
            } else {
              chain().extendMarkRange('link').setLink({ href }).run();
            }
          }}
          onCancel={() => {
            setLinkOpen(false);
            editor.commands.focus();
          }}
        />
      ) : null}
      {picker.problem ? (
        <p role="alert" className="border-b border-slate-200 bg-white px-3 py-2 text-sm text-red-600 dark:border-slate-800 dark:bg-slate-950 dark:text-red-400">
          {picker.problem}
        </p>
      ) : null}
      {uploaded ? (
        <ImageBar
          image={uploaded}
          onInsert={(alt) => {
            setUploaded(null);
            chain()
              .insertContent({ type: 'image', attrs: { src: uploaded.src, alt, srcset: uploaded.srcset, sizes: uploaded.sizes, width: uploaded.width, height: uploaded.height } })
              .run();
          }}
          onCancel={() => {
            setUploaded(null);
            editor.commands.focus();
          }}
        />
      ) : null}
    </>
  );
}

/** After an upload: the image's description (alt text), then Insert; Escape gives up. */
function ImageBar({ image, onInsert, onCancel }: { image: UploadedImage; onInsert: (alt: string) => void; onCancel: () => void }) {
  const [alt, setAlt] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = `image-alt-hint-${image.id}`;
  useEffect(() => {
    inputRef.current?.focus();
  }, []);
  return (
    <div className="flex flex-wrap items-center gap-2 border-b border-slate-200 bg-white px-2 py-2 dark:border-slate-800 dark:bg-slate-950">
      <img src={image.src} alt="" width={48} height={48} className="size-12 shrink-0 rounded object-cover" />
      <input
        ref={inputRef}
        type="text"
        aria-label={BLOG_SCREEN_TEXTS.imageAlt}
        aria-describedby={hintId}
        placeholder={BLOG_SCREEN_TEXTS.imageAlt}
        autoComplete="off"
        maxLength={300}
        value={alt}
        onChange={(event) => {
          setAlt(event.target.value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            onInsert(alt.trim());
          } else if (event.key === 'Escape') {
            event.preventDefault();
            onCancel();
          }
        }}
        className={cn(inputClassName, 'h-8 min-w-0 flex-1 py-1')}
      />
      <Button
        size="sm"
        onClick={() => {
          onInsert(alt.trim());
        }}
      >
        {BLOG_SCREEN_TEXTS.insertImageConfirm}
      </Button>
      <Button size="sm" variant="ghost" onClick={onCancel}>
        {BLOG_SCREEN_TEXTS.cancel}
      </Button>
      <p id={hintId} className="w-full text-xs text-slate-500 dark:text-slate-400">
        {BLOG_SCREEN_TEXTS.imageAltHint}
      </p>
    </div>
  );
}

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** What the person typed as a link: 'example.com' → 'https://example.com'; undefined for another scheme (javascript:…). */
export function linkHref(typed: string): string | undefined {
  const text = typed.trim();
  if (!SCHEME.test(text)) return `https://${text}`;
  return /^(https?|mailto):/i.test(text) ? text : undefined;
}

/** The link's address, typed under the toolbar. Enter applies (without sending the post), Escape gives up. */
function LinkBar({ onApply, onCancel }: { onApply: (href: string) => void; onCancel: () => void }) {
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
