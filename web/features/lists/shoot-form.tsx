import { useState } from 'react';
import type { FormEvent } from 'react';
import { CalendarClock, Crosshair } from 'lucide-react';
import { SHOOT_COUNT_MESSAGE, SHOOT_DEFAULT_COUNT, SKIP_RECENT_MAX } from '../../../common/constants.plain';
import { SHOOT_MAX, shootRequestSchema } from '../../../common/lists';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { controlClassName } from '../../components/ui/field-styles';
import { CheckboxField } from '../../components/ui/checkbox-field';
import { viewerLock } from '../../components/viewer-notice';
import { LISTS_SCREEN_TEXTS } from './lists-screen-texts';


/**
 * 'Shoot' with its count (default 10, 1 to 1000), how many recent shoots to leave out (default 0),
 * or Rotation: everyone of the selection once before anyone twice (issue #20).
 */
export function ShootForm({
  busy,
  onShoot,
  onAnnounce,
  announceLocked = null,
  onInvalid,
}: {
  busy: boolean;
  /** Why 'Announce…' is off here (a Viewer, a team over its plan), or null (issue #33). */
  announceLocked?: string | null;
  onShoot: (count: number, skipRecent: number, rotation: boolean, provablyFair: boolean) => void;
  /** 'Announce…': a draw of this count at a time to choose (issue #20). */
  onAnnounce: (count: number) => void;
  onInvalid: (message: string) => void;
}) {
  const [count, setCount] = useState(String(SHOOT_DEFAULT_COUNT));
  const [skipRecent, setSkipRecent] = useState('0');
  const [rotation, setRotation] = useState(false);
  const [provablyFair, setProvablyFair] = useState(false);

  function read(): { count: number; skipRecent: number; rotation: boolean; provablyFair: boolean } | null {
    const parsed = shootRequestSchema.safeParse({ listIds: [], count: Number(count), skipRecent: rotation ? 0 : Number(skipRecent), rotation, provablyFair });
    if (!parsed.success) {
      onInvalid(parsed.error.issues[0]?.message ?? SHOOT_COUNT_MESSAGE);
      return null;
    }
    return parsed.data;
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const shot = read();
    if (shot) onShoot(shot.count, shot.skipRecent, shot.rotation, shot.provablyFair);
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Shoot" className="flex flex-wrap items-end gap-2">
      <CountField label={LISTS_SCREEN_TEXTS.shootCount} min={1} max={SHOOT_MAX} value={count} onChange={setCount} />
      <CountField label={LISTS_SCREEN_TEXTS.skipRecent} min={0} max={SKIP_RECENT_MAX} disabled={rotation} value={rotation ? '0' : skipRecent} onChange={setSkipRecent} />
      <CheckboxField
        label={LISTS_SCREEN_TEXTS.rotation}
        checked={rotation}
        onChange={(event) => {
          setRotation(event.target.checked);
        }}
        className="min-h-10"
      />
      <CheckboxField
        label={LISTS_SCREEN_TEXTS.provablyFair}
        title={LISTS_SCREEN_TEXTS.provablyFairHint}
        checked={provablyFair}
        onChange={(event) => {
          setProvablyFair(event.target.checked);
        }}
        className="min-h-10"
      />
      <Button type="submit" disabled={busy} aria-busy={busy}>
        {busy ? <Spinner /> : <Crosshair aria-hidden="true" className="size-4" />}
        {busy && provablyFair ? LISTS_SCREEN_TEXTS.waitingForRound : LISTS_SCREEN_TEXTS.shoot}
      </Button>
      <Button
        variant="secondary"
        icon={<CalendarClock aria-hidden="true" className="size-4" />}
        {...viewerLock(announceLocked)}
        onClick={() => {
          const shot = read();
          if (shot) onAnnounce(shot.count);
        }}
      >
        {LISTS_SCREEN_TEXTS.announceOpen}
      </Button>
    </form>
  );
}

/** A whole number typed in the shoot's toolbar, its label above it. */
function CountField({ label, min, max, disabled, value, onChange }: { label: string; min: number; max: number; disabled?: boolean; value: string; onChange: (value: string) => void }) {
  return (
    <label className="flex flex-col gap-1 text-xs font-medium text-slate-600 dark:text-slate-300">
      {label}
      <input
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        disabled={disabled}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
        }}
        className={cn(controlClassName, 'w-24')}
      />
    </label>
  );
}
