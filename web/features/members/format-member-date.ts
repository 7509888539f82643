import { DATE_FORMAT, DATE_LOCALE } from '../../../common/constants';

/** "Dates use the en-US format with a short month" (spec §9): 'Mar 5, 2025'. */
export function formatMemberDate(iso: string): string {
  return new Date(iso).toLocaleDateString(DATE_LOCALE, DATE_FORMAT);
}
