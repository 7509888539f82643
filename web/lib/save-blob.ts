/**
 * How long the object URL outlives the click. The browser reads the blob after the click's task
 * ends; revoking in the same task can cancel the download in some browsers (FileSaver.js waits
 * 40 s for the same reason).
 */
const REVOKE_AFTER_MS = 10_000;

/** Hands a blob to the browser as a download named `fileName`: a temporary <a download> is clicked. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => {
      URL.revokeObjectURL(url);
    }, REVOKE_AFTER_MS);
  }
}
