import { useEffect, useRef, useState } from 'react';
import type { UploadedImage } from '../../../../common/media';
import { Button } from '../../../components/ui/button';
import { inputClassName } from '../../../components/ui/field-styles';
import { cn } from '../../../lib/cn';
import { BLOG_SCREEN_TEXTS } from './blog-screen-texts';

/** After an upload: the image's description (alt text), then Insert; Escape gives up. */
export function ImageBar({ image, onInsert, onCancel }: { image: UploadedImage; onInsert: (alt: string) => void; onCancel: () => void }) {
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
