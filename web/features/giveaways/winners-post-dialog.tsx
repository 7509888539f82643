import { createContext, useContext, type ReactNode } from 'react';
import { paths } from '../../../common/paths.plain';
import { Dialog } from '../../components/ui/dialog';
import { GIVEAWAYS_TEXTS as T } from './giveaways-texts';

/** A certificate's full address on this site: the link the winners' post carries. */
export function certificateAddress(drawId: string): string {
  return new URL(paths.draw(drawId), window.location.origin).toString();
}

export type WinnersComposerProps = { usernames: readonly string[]; link: string };

/** The composer the app gives /giveaways (web/app/pages/giveaways/winners-composer.tsx): features do not import each other. */
export const WinnersComposerContext = createContext<((props: WinnersComposerProps) => ReactNode) | null>(null);

/**
 * 'Write the winners' post' (issue #36): the composer with the draw's winners and its
 * certificate's link ending the first post, counted as X counts a link.
 */
export function WinnersPostDialog({ title, drawId, winners, onClose }: { title: string; drawId: string; winners: readonly string[]; onClose: () => void }) {
  const composer = useContext(WinnersComposerContext);
  return (
    <Dialog title={T.writePostTitle(title)} description={T.writePostHint} onClose={onClose} className="max-w-2xl">
      {composer?.({ usernames: winners, link: certificateAddress(drawId) })}
    </Dialog>
  );
}
