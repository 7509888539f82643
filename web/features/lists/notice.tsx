import { X } from 'lucide-react';
import { Alert } from '../../components/ui/alert';
import type { AlertTone } from '../../components/ui/alert';

/** A message of the screen's toolbar: a refusal ('No lists selected for export'), a result, a 'coming soon'. */
export type Notice = { tone: AlertTone; text: string };
export type Notify = (notice: Notice) => void;

export function NoticeBar({ notice, onDismiss }: { notice: Notice; onDismiss: () => void }) {
  return (
    <Alert tone={notice.tone}>
      <div className="flex items-start justify-between gap-3">
        <span>{notice.text}</span>
        <button type="button" aria-label="Dismiss message" onClick={onDismiss} className="-m-1 rounded p-1 opacity-70 hover:opacity-100">
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
    </Alert>
  );
}
