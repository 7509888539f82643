import { useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { useEditorState } from '@tiptap/react';
import type { Editor } from '@tiptap/react';
import { Bold, Heading2, Heading3, ImagePlus, Italic, Link2, List, ListOrdered, Quote, Redo2, Undo2 } from 'lucide-react';
import type { UploadedImage } from '../../../../common/media';
import { cn } from '../../../lib/cn';
import { BLOG_SCREEN_TEXTS } from './blog-screen-texts';
import { useImageUpload } from './image-upload';
import { ImageBar } from './image-bar';
import { LinkBar } from './link-bar';

type ToolbarItem = { key: string; label: string; icon: ReactNode; pressed?: boolean; disabled?: boolean; run: () => void };

/**
 * The formatting toolbar (the ARIA toolbar pattern): one Tab stop, arrow keys move between the
 * buttons, each toggle tells whether it is on (aria-pressed).
 */
export function Toolbar({ editor }: { editor: Editor }) {
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
