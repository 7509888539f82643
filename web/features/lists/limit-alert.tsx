import { Link } from 'react-router';
import { LISTS_TEXTS } from '../../../common/lists';
import { paths } from '../../../common/paths.plain';
import { Alert } from '../../components/ui/alert';
import { SHARED_TEXTS } from '../../components/shared-texts';
import { LISTS_SCREEN_TEXTS } from './lists-screen-texts';

const linkClass = 'font-semibold underline underline-offset-2 hover:no-underline';

/**
 * The yellow alert of spec §2, shown while the plan allows no new list, with where to get more:
 * 'View Plans', and 'Lifetime deals' while one is on sale for this user (the header's LTD rule).
 */
export function LimitAlert({ showLtd }: { showLtd: boolean }) {
  return (
    <Alert tone="warning">
      <span>{LISTS_TEXTS.limitAlert}</span>{' '}
      <span className="inline-flex flex-wrap gap-x-3">
        <Link to={paths.pricing} className={linkClass}>
          {SHARED_TEXTS.viewPlans}
        </Link>
        {showLtd ? (
          <Link to={paths.ltd} className={linkClass}>
            {LISTS_SCREEN_TEXTS.lifetimeDeals}
          </Link>
        ) : null}
      </span>
    </Alert>
  );
}
