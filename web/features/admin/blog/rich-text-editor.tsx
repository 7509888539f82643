import { useEffect, useRef } from 'react';
import { EditorContent, useEditor } from '@tiptap/react';
import type { Editor } from '@tiptap/react';
import Image from '@tiptap/extension-image';
import StarterKit from '@tiptap/starter-kit';
import { cn } from '../../../lib/cn';
import { Toolbar } from './editor-toolbar';

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
