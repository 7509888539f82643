import { useSession } from '../../../api/session';
import { MessageComposer } from '../../../features/compose/message-composer';
import type { WinnersComposerProps } from '../../../features/giveaways/winners-post-dialog';

/**
 * The composer of the Lists screen for a draw's winners (issue #36): the same message, templates
 * and settings of this user, the certificate's link ending the first post. Composed here, where
 * the app joins features: the giveaways feature shows it, the compose feature makes it.
 */
export function WinnersComposer({ usernames, link }: WinnersComposerProps) {
  const { user } = useSession();
  return <MessageComposer userId={user?.id ?? 0} usernames={usernames} link={link} />;
}
