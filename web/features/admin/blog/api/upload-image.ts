import { useMutation } from '@tanstack/react-query';
import { adminRoutes } from '../../../../../common/api/routes';
import { MEDIA_ACCEPT, MEDIA_MAX_BYTES, MEDIA_TEXTS, type UploadedImage } from '../../../../../common/media';
import { api } from '../../../../lib/api-checked';

/**
 * Why a chosen file cannot be uploaded, said before sending it (the server checks the bytes
 * again and has the last word), or null.
 */
export function imageFileProblem(file: File): string | null {
  if (!(MEDIA_ACCEPT as readonly string[]).includes(file.type)) return MEDIA_TEXTS.notImage;
  if (file.size > MEDIA_MAX_BYTES) return MEDIA_TEXTS.tooLarge;
  return null;
}

export function uploadImage(file: Blob): Promise<UploadedImage> {
  return api(adminRoutes.uploadImage, { file });
}

export function useUploadImage() {
  return useMutation({ mutationFn: uploadImage });
}
