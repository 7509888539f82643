/**
 * The browser tests' hang guards, in one place. They say "this never came", never "this was slow":
 * on two cores with a CPU hog on each and other work beside them, a page load that takes 0.3 s on
 * an idle machine has taken over 10 s (issue #34). Speed is measured in bench/, not here.
 */

/** The longest a single wait for something a person would see may take: a navigation, a locator, a poll. */
export const WAIT_MS = 30_000;

/** The default limit of one test and of one hook (a server start); longer journeys give their own. */
export const TEST_MS = 120_000;
