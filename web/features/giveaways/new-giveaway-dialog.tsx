import { useId } from 'react';
import type { Giveaway } from '../../../common/giveaways';
import { useLists } from '../../api/lists';
import { Alert } from '../../components/ui/alert';
import { CheckboxField } from '../../components/ui/checkbox-field';
import { FormDialog } from '../../components/ui/form-dialog';
import { SelectField } from '../../components/ui/select-field';
import { TextField, TextareaField } from '../../components/ui/text-field';
import { useFormState } from '../../lib/use-form-state';
import { timeZones } from '../../lib/zoned-time';
import { GIVEAWAY_LIMITS } from '../../../common/giveaways';
import { useCreateGiveaway } from './api/giveaways';
import { newGiveawayValues, readGiveawayForm } from './giveaway-form';
import { GIVEAWAYS_TEXTS as T } from './giveaways-texts';

const ZONE_OPTIONS = timeZones().map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }));

/** 'New giveaway' (issue #36): what it is, when entries close (in a zone), and where entrants come from. */
export function NewGiveawayDialog({ onClose, onDone }: { onClose: () => void; onDone: (made: Giveaway) => void }) {
  const form = useFormState(() => newGiveawayValues());
  const { values, errors, set } = form;
  const create = useCreateGiveaway();
  const lists = useLists();
  const sourcesId = useId();

  function onSubmit() {
    const input = form.accept(readGiveawayForm(values));
    if (input) create.mutate(input, { onSuccess: onDone });
  }

  const toggleList = (id: number, on: boolean) => set('listIds', on ? [...values.listIds, id] : values.listIds.filter((each) => each !== id));

  return (
    <FormDialog title={T.newGiveaway} className="max-w-2xl" formClassName="space-y-5" formRef={form.formRef} request={create} failed={T.createFailed} cancelLabel={T.cancel} submitLabel={T.create} onSubmit={onSubmit} onClose={onClose}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={T.fields.title} required maxLength={GIVEAWAY_LIMITS.title} autoComplete="off" data-autofocus className="sm:col-span-2" {...form.text('title')} />
        <TextField label={T.fields.prize} required maxLength={GIVEAWAY_LIMITS.prize} autoComplete="off" className="sm:col-span-2" {...form.text('prize')} />
        <TextareaField label={T.fields.rules} hint={T.fields.rulesHint} rows={3} maxLength={GIVEAWAY_LIMITS.rules} className="sm:col-span-2" {...form.text('rules')} />
        <TextField label={T.fields.organiser} hint={T.fields.organiserHint} required maxLength={GIVEAWAY_LIMITS.organiser} autoComplete="organization" {...form.text('organiser')} />
        <TextField label={T.fields.winners} type="number" inputMode="numeric" min={1} max={GIVEAWAY_LIMITS.winners} required {...form.text('winnerCount')} />
        <TextField label={T.fields.closesAt} type="datetime-local" required {...form.text('closesAt')} />
        <SelectField label={T.fields.timeZone} options={ZONE_OPTIONS} value={values.timeZone} onValue={(zone) => set('timeZone', zone)} />
      </div>
      <fieldset aria-describedby={errors.listIds ? sourcesId : undefined} className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
        <legend className="px-1 text-sm font-semibold text-slate-900 dark:text-white">{T.fields.sources}</legend>
        {errors.listIds ? (
          <Alert id={sourcesId} className="mb-3">
            {errors.listIds}
          </Alert>
        ) : null}
        <CheckboxField label={T.fields.entryPage} hint={T.fields.entryPageHint} {...form.checkbox('entryPage')} />
        <p className="mt-4 text-sm font-medium text-slate-700 dark:text-slate-200">{T.fields.lists}</p>
        {lists.data && lists.data.lists.length === 0 ? <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">{T.fields.noLists}</p> : null}
        <div className="mt-2 grid max-h-48 gap-2 overflow-y-auto sm:grid-cols-2">
          {(lists.data?.lists ?? []).map((list) => (
            <CheckboxField key={list.id} label={`${list.name} (${list.memberCount.toLocaleString('en-US')})`} checked={values.listIds.includes(list.id)} onChange={(event) => toggleList(list.id, event.target.checked)} />
          ))}
        </div>
      </fieldset>
    </FormDialog>
  );
}
