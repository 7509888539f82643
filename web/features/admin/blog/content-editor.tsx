import { Component, Suspense, lazy, useId } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { inputClassName, labelClassName } from '../../../components/ui/field-styles';
import { FieldError } from '../../../components/ui/text-field';
import { cn } from '../../../lib/cn';
import { BLOG_SCREEN_TEXTS } from './blog-screen-texts';
import { loadRichTextEditor } from './load-rich-text-editor';

const RichTextEditor = lazy(loadRichTextEditor);

type ContentEditorProps = { value: string; onChange: (html: string) => void; error?: string };

/**
 * The post's Content (spec §2): the rich editor, or a plain textarea of the same HTML when the
 * editor cannot load (its chunk is unreachable, or it fails while running).
 */
export function ContentEditor({ value, onChange, error }: ContentEditorProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const fallback = (
    <div className="space-y-2">
      <Alert tone="info">{BLOG_SCREEN_TEXTS.editorFailed}</Alert>
      <textarea
        aria-labelledby={labelId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        rows={16}
        spellCheck
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
        }}
        className={cn(inputClassName, 'resize-y font-mono text-[13px] leading-relaxed')}
      />
    </div>
  );
  return (
    <div>
      {/* Not a <label>: the rich editor is no form control; both editors name themselves by this id. */}
      <span id={labelId} className={labelClassName}>
        {BLOG_SCREEN_TEXTS.content}
      </span>
      <div className="mt-1.5">
        <EditorBoundary fallback={fallback}>
          <Suspense fallback={<EditorLoading />}>
            <RichTextEditor value={value} onChange={onChange} labelledBy={labelId} describedBy={error ? errorId : undefined} invalid={Boolean(error)} />
          </Suspense>
        </EditorBoundary>
      </div>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}

function EditorLoading() {
  return (
    <div role="status" className={cn(inputClassName, 'flex min-h-64 items-center justify-center gap-2 text-slate-500 dark:text-slate-400')}>
      <Spinner />
      {BLOG_SCREEN_TEXTS.editorLoading}
    </div>
  );
}

/** Shows `fallback` once the editor failed to load or to run; the HTML typed so far stays in the form. */
class EditorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.warn('The rich editor failed; editing the content as HTML instead.', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
