import { useState } from 'react';
import { saveEntrantsSchema, type Giveaway } from '../../../common/giveaways';
import { LIST_NAME_MAX } from '../../../common/lists';
import { FormDialog } from '../../components/ui/form-dialog';
import { TextField } from '../../components/ui/text-field';
import { toast } from '../../components/ui/toaster';
import { useSaveEntrants } from './api/giveaways';
import { GIVEAWAYS_TEXTS as T } from './giveaways-texts';

/** 'Save entrants to a list' (issue #36): the people who entered on a closed giveaway's page, into a new list. */
export function SaveEntrantsDialog({ giveaway, onClose }: { giveaway: Giveaway; onClose: () => void }) {
  const [name, setName] = useState(() => T.entrantsListName(giveaway.title).slice(0, LIST_NAME_MAX));
  const [error, setError] = useState<string>();
  const save = useSaveEntrants(giveaway.id);
  return (
    <FormDialog
      title={T.saveEntrants}
      description={T.saveEntrantsHint(giveaway.entryCount)}
      submitLabel={T.saveEntrantsSubmit}
      cancelLabel={T.cancel}
      request={save}
      failed={T.saveEntrantsFailed}
      className="max-w-md"
      onClose={onClose}
      onSubmit={() => {
        const parsed = saveEntrantsSchema.safeParse({ name });
        if (!parsed.success) {
          setError(parsed.error.issues[0]?.message);
          return;
        }
        setError(undefined);
        save.mutate(parsed.data.name, {
          onSuccess: (saved) => {
            toast.success(T.entrantsSaved(saved.saved, saved.list.name));
            onClose();
          },
        });
      }}
    >
      <TextField label={T.entrantsListLabel} required maxLength={LIST_NAME_MAX} autoComplete="off" data-autofocus value={name} error={error} onChange={(event) => setName(event.target.value)} />
    </FormDialog>
  );
}
