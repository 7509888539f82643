import { useState } from 'react';
import type { ImgHTMLAttributes, ReactNode } from 'react';
import { ImageOff } from 'lucide-react';
import { MEDIA_SIZES, mediaIdOf, mediaSrcset } from '../../../common/media-paths.plain';
import { cn } from '../../lib/cn';

/**
 * An image uploaded here (/media/…) or on an https site: the Content-Security-Policy blocks any
 * other (and the browser logs an error).
 */
export function showableImage(url: string | null): string | null {
  return url && (url.startsWith('https://') || mediaIdOf(url)) ? url : null;
}

type RemoteImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'alt' | 'referrerPolicy' | 'src'> & {
  src: string;
  /** Shown instead when the picture cannot be loaded (a dead link): the same placeholder as no picture (issue #18). */
  fallback?: ReactNode;
};

/**
 * A decorative picture (alt=""), from another site or uploaded here: decoded off the main thread,
 * sent without our address as referrer; an upload offers the browser its three widths.
 */
export function RemoteImage({ fallback = null, onError, ...props }: RemoteImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (failedSrc === props.src) return <>{fallback}</>;
  const uploaded = mediaIdOf(props.src);
  return (
    <img
      alt=""
      decoding="async"
      referrerPolicy="no-referrer"
      {...(uploaded ? { srcSet: mediaSrcset(uploaded), sizes: MEDIA_SIZES } : {})}
      onError={(event) => {
        setFailedSrc(props.src);
        onError?.(event);
      }}
      {...props}
    />
  );
}

/**
 * The picture at the top of a card, centred on a grey band, or 'No image' with its icon when
 * there is none (or none the page may show).
 */
export function CardImage({ url, noImage, className, children }: { url: string | null; noImage: string; className?: string; children: (src: string, fallback: ReactNode) => ReactNode }) {
  const src = showableImage(url);
  const placeholder = (
    <span className="flex flex-col items-center gap-1.5">
      <ImageOff aria-hidden="true" className="size-6" />
      {noImage}
    </span>
  );
  return (
    <div className={cn('flex items-center justify-center border-b border-slate-100 bg-slate-50 dark:border-slate-800 dark:bg-slate-950/60', className)}>
      {src ? children(src, placeholder) : placeholder}
    </div>
  );
}
