/**
 * Business constants and limits of the product (spec §9). Each constant carries the spec's
 * wording as its comment so a reader with the spec open finds it by the words.
 */

/** "Password hash cost (salt rounds): 10." */
export const PASSWORD_HASH_COST = 10;
/** "Hash length: 60." */
export const PASSWORD_HASH_LENGTH = 60;

/** "Free tier: tier 0, maxlist 0, so list creation is blocked. maxlist null means unlimited." */
export const FREE_PLAN = { nickname: 'Free', amount: 0, tier: 0, maxlist: 0 } as const;

/** "Home page shows 2 posts." */
export const HOME_POST_COUNT = 2;

/** "Shoot default count: 10 random members … each prefixed with '@' and separated by spaces." */
export const SHOOT_DEFAULT_COUNT = 10;
export const SHOOT_PREFIX = '@';
export const SHOOT_SEPARATOR = ' ';

/** "Go-to-top threshold: 200 px." */
export const GO_TO_TOP_THRESHOLD_PX = 200;

/** "Redirect delay after reset or verify success: 3000 ms." */
export const SUCCESS_REDIRECT_DELAY_MS = 3000;

/** "Export file names: lists.csv (all lists) … selected_lists.csv (selected lists)." */
export const EXPORT_ALL_FILE_NAME = 'lists.csv';
export const EXPORT_SELECTED_FILE_NAME = 'selected_lists.csv';
/** "Member separator in CSV: ';'." */
export const CSV_MEMBER_SEPARATOR = ';';

/** "New list defaults: name 'New List', icon 📝, random colour." */
export const NEW_LIST_NAME = 'New List';
export const NEW_LIST_ICON = '📝';
/** "(the members screen uses colour #cccccc)" */
export const MEMBERS_SCREEN_LIST_COLOR = '#cccccc';

/** "Category position defaults to 0 and is_active to true." */
export const CATEGORY_DEFAULT_POSITION = 0;
export const CATEGORY_DEFAULT_IS_ACTIVE = true;

/** "Price display: amount/100 with two decimals, currency uppercase, default USD." */
export const DEFAULT_CURRENCY = 'usd';
/** "Currencies: usd, eur, gbp." */
export const CURRENCIES = ['usd', 'eur', 'gbp'] as const;
/** "Intervals: month, year, one_time." */
export const PLAN_INTERVALS = ['month', 'year', 'one_time'] as const;
/** "Plan system value: 'prod'." */
export const PLAN_SYSTEM = 'prod';

/** "Dates use the en-US format with a short month." */
export const DATE_LOCALE = 'en-US';
export const DATE_FORMAT: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };

/** "Support hours Monday to Friday 9:00 AM to 5:00 PM." */
export const SUPPORT_HOURS = 'Monday to Friday 9:00 AM to 5:00 PM';
/** "Response time 24-48 business hours." */
export const RESPONSE_TIME = '24-48 business hours';
/** "Children's age threshold in the privacy text: 13." */
export const CHILDREN_AGE_THRESHOLD = 13;

/** "Database pool defaults: max 10 clients, idle timeout 10000 ms." */
export const DB_POOL_MAX = 10;
export const DB_POOL_IDLE_TIMEOUT_MS = 10_000;

/** "Extension grid: 1, 2 or 3 columns. Card description clamped to 3 lines." */
export const EXTENSION_DESCRIPTION_LINES = 3;

/** Browser storage key of the theme (spec §3, §4): 'light' or 'dark', default 'light'. */
export const THEME_STORAGE_KEY = 'theme';
export const DEFAULT_THEME = 'light';
