import { saveEntrantsSchema, type Giveaway } from '../../../common/giveaways';
import { LIST_NAME_MAX } from '../../../common/lists';
import { NameDialog } from '../../components/name-dialog';
import { toast } from '../../components/ui/toaster';
import { useSaveEntrants } from './api/giveaways';
import { GIVEAWAYS_TEXTS as T } from './giveaways-texts';

/** 'Save entrants to a list' (issue #36): the people who entered on a closed giveaway's page, into a new list. */
export function SaveEntrantsDialog({ giveaway, onClose }: { giveaway: Giveaway; onClose: () => void }) {
  const save = useSaveEntrants(giveaway.id);
  return (
    <NameDialog
      title={T.saveEntrants}
      description={T.saveEntrantsHint(giveaway.entryCount)}
      label={T.entrantsListLabel}
      submitLabel={T.saveEntrantsSubmit}
      initial={T.entrantsListName(giveaway.title).slice(0, LIST_NAME_MAX)}
      maxLength={LIST_NAME_MAX}
      rule={saveEntrantsSchema}
      request={save}
      failed={T.saveEntrantsFailed}
      onClose={onClose}
      onSave={(name) =>
        save.mutate(name, {
          onSuccess: (saved) => {
            toast.success(T.entrantsSaved(saved.saved, saved.list.name));
            onClose();
          },
        })
      }
    />
  );
}
