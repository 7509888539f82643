import { GIVEAWAYS_TEXTS as T } from './giveaways-texts';

/** Winners a card names before 'and N more' (the certificate names them all). */
const SHOWN = 10;

/** 'Winners: @ann @bob … and 3 more'. */
export function WinnersLine({ winners }: { winners: readonly string[] }) {
  const rest = winners.length - SHOWN;
  return (
    <p className="text-sm break-words text-slate-700 dark:text-slate-300">
      <span className="font-medium">{T.winnersLabel}:</span> {winners.slice(0, SHOWN).map((winner) => `@${winner}`).join(' ')}
      {rest > 0 ? ` ${T.moreWinners(rest)}` : null}
    </p>
  );
}
