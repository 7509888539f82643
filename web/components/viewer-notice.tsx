import { TEAM_TEXTS } from '../../common/teams-texts';
import { Alert } from './ui/alert';

/**
 * A Viewer's screens (issue #22): one notice at the top says why the edit controls are off, and
 * each of them points to it (aria-describedby) and says it again on hover (title). Reading,
 * searching, shooting and exporting stay on.
 */
export const VIEWER_NOTICE_ID = 'viewer-notice';

export function ViewerNotice({ className }: { className?: string }) {
  return (
    <Alert tone="info" id={VIEWER_NOTICE_ID} className={className}>
      {TEAM_TEXTS.viewerRefusal}
    </Alert>
  );
}

/** The props of an edit control for a Viewer: off, with the reason. Nothing for anyone else. */
export function viewerLock(readOnly: boolean): { disabled?: true; title?: string; 'aria-describedby'?: string } {
  return readOnly ? { disabled: true, title: TEAM_TEXTS.viewerRefusal, 'aria-describedby': VIEWER_NOTICE_ID } : {};
}
