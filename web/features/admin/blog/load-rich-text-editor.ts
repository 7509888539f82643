/**
 * The rich editor's module, fetched on demand: TipTap and ProseMirror get a chunk of their own that
 * only the post form asks for (never the home page's scripts). A module of its own so a test can
 * make the load fail.
 */
export function loadRichTextEditor() {
  return import('./rich-text-editor');
}
