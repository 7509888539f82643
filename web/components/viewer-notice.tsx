import { Alert } from './ui/alert';

/**
 * A read-only workspace's screens (a Viewer, issue #22; a team over its payer's plan, issue #33):
 * one notice at the top says why the edit controls are off, and each of them points to it
 * (aria-describedby) and says it again on hover (title). Reading, searching, shooting and
 * exporting stay on. `reason` is the server's own words (web/api/workspaces.ts `readOnly`).
 */
export const VIEWER_NOTICE_ID = 'viewer-notice';

export function ViewerNotice({ reason, className }: { reason: string; className?: string }) {
  return (
    <Alert tone="info" id={VIEWER_NOTICE_ID} className={className}>
      {reason}
    </Alert>
  );
}

/** The props of an edit control that is off here (`reason`: why), with the reason. Nothing when it is on (null). */
export function viewerLock(reason: string | null): { disabled?: true; title?: string; 'aria-describedby'?: string } {
  return reason ? { disabled: true, title: reason, 'aria-describedby': VIEWER_NOTICE_ID } : {};
}
