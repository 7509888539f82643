import { useState, type ReactNode } from 'react';
import { LISTS_ERROR_CODES, LISTS_TEXTS } from '../../../common/lists';
import { paths } from '../../../common/paths.plain';
import { Alert } from '../../components/ui/alert';
import { toast } from '../../components/ui/toaster';
import { AnnounceDrawDialog } from './announce-draw-dialog';
import { useShootMembers } from './api/shoot-members';
import { LISTS_SCREEN_TEXTS } from './lists-screen-texts';
import { ShootForm } from './shoot-form';
import { ShootResult } from './shoot-result';
import { ApiRequestError } from '../../lib/api';
import { errorReason } from '../../lib/field-errors';
import { formatDateTime } from '../../lib/format-date';

/** No shoot yet: the composer works on the message alone. */
const NO_MENTIONS: readonly string[] = [];

type ShootPanelProps = {
  /** The selected lists on screen. */
  listIds: number[];
  /** Why 'Announce…' is off (a Viewer, a team over its plan), or null. */
  announceLocked: string | null;
  /** The toolbar the shoot's form goes into. */
  toolbar: (shootForm: ReactNode) => ReactNode;
  /** The composer, given the usernames of the last shoot. */
  composer: (usernames: readonly string[]) => ReactNode;
};

/** The shoot of the selected lists: its form, its refusal, an announced draw, the result. */
export function ShootPanel({ listIds, announceLocked, toolbar, composer }: ShootPanelProps) {
  const shoot = useShootMembers();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [announcing, setAnnouncing] = useState<number | null>(null);
  const [announced, setAnnounced] = useState<{ drawId: string; drawAt: string } | null>(null);

  function refuse(message: string) {
    shoot.reset();
    setRefusal(message);
  }

  /** Runs `then` when lists are selected, else says 'Please select lists to shoot.'. */
  function withSelection(then: () => void) {
    if (listIds.length === 0) {
      refuse(LISTS_TEXTS.selectListsToShoot);
      return;
    }
    setRefusal(null);
    then();
  }

  // 'Please select lists to shoot.' goes as soon as a list is selected.
  const liveRefusal = refusal === LISTS_TEXTS.selectListsToShoot && listIds.length > 0 ? null : refusal;
  const failure =
    liveRefusal ??
    (shoot.error
      ? shoot.error instanceof ApiRequestError && shoot.error.code === LISTS_ERROR_CODES.nothingToShoot
        ? shoot.error.message
        : LISTS_SCREEN_TEXTS.shootFailed(errorReason(shoot.error))
      : null);
  const result = shoot.data && !failure ? shoot.data : null;

  return (
    <>
      {toolbar(
        <ShootForm
          busy={shoot.isPending}
          onShoot={(count, skipRecent, rotation, provablyFair) => {
            withSelection(() => {
              shoot.mutate({ listIds, count, skipRecent, rotation, provablyFair });
            });
          }}
          announceLocked={announceLocked}
          onAnnounce={(count) => {
            withSelection(() => {
              setAnnouncing(count);
            });
          }}
          onInvalid={refuse}
        />,
      )}
      {failure ? <Alert>{failure}</Alert> : null}
      {announcing !== null ? (
        <AnnounceDrawDialog
          listIds={listIds}
          count={announcing}
          onClose={() => {
            setAnnouncing(null);
          }}
          onDone={(drawId, drawAt) => {
            setAnnouncing(null);
            setAnnounced({ drawId, drawAt });
            toast.success(LISTS_SCREEN_TEXTS.announced(formatDateTime(drawAt)));
          }}
        />
      ) : null}
      {announced ? (
        <Alert tone="success">
          {LISTS_SCREEN_TEXTS.announced(formatDateTime(announced.drawAt))}{' '}
          <a href={paths.draw(announced.drawId)} target="_blank" rel="noopener" className="font-semibold underline underline-offset-2">
            {LISTS_SCREEN_TEXTS.announcedCertificate}
          </a>
        </Alert>
      ) : null}
      {result ? <ShootResult result={result} rotation={shoot.variables?.rotation ?? false} /> : null}
      {composer(result ? result.usernames : NO_MENTIONS)}
    </>
  );
}
