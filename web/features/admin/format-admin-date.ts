import { DATE_FORMAT, DATE_LOCALE } from '../../../common/constants';

// One formatter for every row (a new one per call is slow; see members/format-member-date.ts).
let dateTimeFormat: Intl.DateTimeFormat | undefined;

/** "Dates use the en-US format with a short month" (spec §9), with the time: 'Mar 5, 2025, 2:30 PM'. */
export function formatAdminDateTime(iso: string): string {
  dateTimeFormat ??= new Intl.DateTimeFormat(DATE_LOCALE, { ...DATE_FORMAT, hour: 'numeric', minute: '2-digit' });
  return dateTimeFormat.format(new Date(iso));
}
