import { GiveawaysPage } from '../../../features/giveaways/giveaways-page';
import { WinnersComposer } from './winners-composer';

/** /giveaways: the giveaways page with the app's message composer for the winners' post. */
export function GiveawaysRoute() {
  return <GiveawaysPage composer={(props) => <WinnersComposer {...props} />} />;
}
