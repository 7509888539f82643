import { useState } from 'react';
import { ANNOUNCE_MIN_MS, DRAWS_TEXTS } from '../../../common/draws';
import { FormDialog } from '../../components/ui/form-dialog';
import { TextField } from '../../components/ui/text-field';
import { useAnnounceDraw } from './api/announce-draw';
import { LISTS_SCREEN_TEXTS } from './lists-screen-texts';

/** `datetime-local`'s value (the person's own clock) for a Date. */
function localValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(date.getFullYear())}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** In an hour, on the next five minutes. */
function defaultTime(): string {
  const date = new Date(Date.now() + 3600_000);
  date.setMinutes(Math.ceil(date.getMinutes() / 5) * 5, 0, 0);
  return localValue(date);
}

/**
 * 'Announce a draw' (issue #20): the selected lists' members are frozen now and the certificate,
 * with the drand round that will draw it, is public at once; the winners are drawn at the time chosen.
 */
export function AnnounceDrawDialog({ listIds, count, onClose, onDone }: { listIds: number[]; count: number; onClose: () => void; onDone: (drawId: string, drawAt: string) => void }) {
  const [when, setWhen] = useState(defaultTime);
  const [earliest] = useState(() => localValue(new Date(Date.now() + ANNOUNCE_MIN_MS)));
  const [fieldError, setFieldError] = useState<string | null>(null);
  const announce = useAnnounceDraw();

  function onSubmit() {
    const at = new Date(when);
    if (when === '' || Number.isNaN(at.getTime())) {
      setFieldError(DRAWS_TEXTS.drawAtRequired);
      return;
    }
    if (at.getTime() < Date.now() + ANNOUNCE_MIN_MS) {
      setFieldError(DRAWS_TEXTS.drawAtPast);
      return;
    }
    setFieldError(null);
    announce.mutate({ listIds, count, drawAt: at.toISOString() }, { onSuccess: (answer) => onDone(answer.drawId, answer.drawAt) });
  }

  return (
    <FormDialog
      title={LISTS_SCREEN_TEXTS.announceTitle}
      description={LISTS_SCREEN_TEXTS.announceHint(count, listIds.length)}
      className="max-w-md"
      request={announce}
      failed={LISTS_SCREEN_TEXTS.announceFailed}
      submitLabel={LISTS_SCREEN_TEXTS.announce}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <TextField
        label={LISTS_SCREEN_TEXTS.drawTime}
        type="datetime-local"
        required
        data-autofocus
        value={when}
        min={earliest}
        error={fieldError ?? undefined}
        onChange={(event) => {
          setWhen(event.target.value);
          setFieldError(null);
        }}
      />
    </FormDialog>
  );
}
