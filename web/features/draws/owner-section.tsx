import { useState } from 'react';
import { RefreshCw } from 'lucide-react';
import { DrawSection } from './draw-section';
import { currentWinners } from '../../../common/draw.plain';
import type { DrawCertificate } from '../../../common/draws';
import { Button } from '../../components/ui/button';
import { CheckboxField } from '../../components/ui/checkbox-field';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { toast } from '../../components/ui/toaster';
import { errorReason } from '../../lib/field-errors';
import { useRedrawOne, useUpdateDrawSettings } from './api/draw';
import { DRAW_PAGE_TEXTS as T } from './draws-texts';

export function OwnerSection({ certificate, settings }: { certificate: DrawCertificate; settings: { showListNames: boolean; publishEntrants: boolean } }) {
  const update = useUpdateDrawSettings(certificate.id);
  const redraw = useRedrawOne(certificate.id);
  const [asking, setAsking] = useState<string | null>(null);
  const current = currentWinners(certificate.winners ?? [], certificate.redraws);

  // The boxes change on screen at once (a controlled checkbox must not wait for the mutation's
  // state) and follow the server's values when those change (a refused save puts them back).
  const [shown, setShown] = useState({ value: settings, server: settings });
  if (shown.server !== settings) setShown({ value: settings, server: settings });

  function change(next: { showListNames?: boolean; publishEntrants?: boolean }) {
    setShown((current) => ({ ...current, value: { ...current.value, ...next } }));
    update.mutate(next, {
      onError: (failure) => {
        setShown({ value: settings, server: settings });
        toast.error(T.settingsFailed(errorReason(failure)));
      },
    });
  }

  return (
    <DrawSection id="draw-owner" title={T.owner} className='border-indigo-200 dark:border-indigo-500/40'>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{T.ownerHint}</p>
      <div className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
        <CheckboxField
          label={T.showListNames}
          checked={shown.value.showListNames}
          onChange={(event) => {
            change({ showListNames: event.target.checked });
          }}
        />
        <CheckboxField
          label={T.publishEntrants}
          hint={T.publishEntrantsHint}
          checked={shown.value.publishEntrants}
          onChange={(event) => {
            change({ publishEntrants: event.target.checked });
          }}
        />
      </div>
      {certificate.status === 'drawn' && current.length > 0 ? (
        <div className="mt-4 flex flex-wrap gap-2">
          {current.map((winner) => (
            <Button
              key={winner}
              variant="secondary"
              size="sm"
              icon={<RefreshCw aria-hidden="true" className="size-4" />}
              onClick={() => {
                redraw.reset();
                setAsking(winner);
              }}
            >
              {T.redrawOne(winner)}
            </Button>
          ))}
        </div>
      ) : null}
      {asking ? (
        <ConfirmDialog
          title={T.redrawTitle}
          message={T.redrawQuestion(asking)}
          confirmLabel={T.redraw}
          destructive={false}
          request={redraw}
          failed={T.redrawFailed}
          onClose={() => {
            setAsking(null);
          }}
          onConfirm={() => {
            redraw.mutate(asking, {
              onSuccess: (next) => {
                const step = next.redraws.at(-1);
                if (step) toast.success(T.redrawn(step.replaced, step.winner));
                setAsking(null);
              },
            });
          }}
        />
      ) : null}
    </DrawSection>
  );
}
