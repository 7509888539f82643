import { useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { ImageUp } from 'lucide-react';
import { MEDIA_ACCEPT, type UploadedImage } from '../../../../common/media';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toaster';
import { errorReason } from '../../../lib/field-errors';
import { imageFileProblem, useUploadImage } from './api/upload-image';
import { BLOG_SCREEN_TEXTS } from './blog-screen-texts';

/**
 * Choosing an image file and uploading it (issue #18): a hidden file input that `open()` clicks,
 * the file checked here first (type, 5 MB) and by the server again (its bytes), the upload's state
 * and, when it fails, why. The post's featured image and the editor's 'Insert image' use it.
 */
export function useImageUpload(onUploaded: (image: UploadedImage) => void) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadImage();
  const [problem, setProblem] = useState<string | null>(null);

  function send(file: File) {
    const refused = imageFileProblem(file);
    setProblem(refused);
    if (refused) return;
    upload.mutate(file, {
      onSuccess: (image) => {
        toast.success(BLOG_SCREEN_TEXTS.imageUploaded(file.name));
        onUploaded(image);
      },
      onError: (error) => {
        setProblem(errorReason(error));
      },
    });
  }

  const fileInput: ReactNode = (
    <input
      ref={input}
      type="file"
      accept={MEDIA_ACCEPT.join(',')}
      // Reached through its button; a screen reader meets the button only.
      className="hidden"
      tabIndex={-1}
      aria-hidden="true"
      data-testid="image-file-input"
      onChange={(event) => {
        const file = event.target.files?.[0];
        // The same file can be chosen again after a failure.
        event.target.value = '';
        if (file) send(file);
      }}
    />
  );
  return {
    open: () => input.current?.click(),
    fileInput,
    pending: upload.isPending,
    problem,
    clearProblem: () => setProblem(null),
  };
}

/** 'Upload image': a button that uploads one image file and hands over its addresses. */
export function ImageUploadButton({ label, onUploaded }: { label: string; onUploaded: (image: UploadedImage) => void }) {
  const picker = useImageUpload(onUploaded);
  return (
    <div className="space-y-1.5">
      {picker.fileInput}
      <Button variant="secondary" icon={<ImageUp aria-hidden="true" className="size-4" />} pending={picker.pending} onClick={picker.open}>
        {picker.pending ? BLOG_SCREEN_TEXTS.uploadingImage : label}
      </Button>
      {picker.problem ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {picker.problem}
        </p>
      ) : null}
    </div>
  );
}
