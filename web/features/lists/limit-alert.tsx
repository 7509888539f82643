import { LISTS_TEXTS } from '../../../common/lists';
import { Alert } from '../../components/ui/alert';

/** The yellow alert of spec §2, shown while the plan allows no new list. */
export function LimitAlert() {
  return <Alert tone="warning">{LISTS_TEXTS.limitAlert}</Alert>;
}
