import type { Db } from '../server/db/open';
import { listMembers, lists, plans, profiles, stripeCustomers, users } from '../server/db/schema';
import { hashPassword } from '../server/auth/password';

/** The people the browser tests sign in as; each journey has its own, so tests never collide. */
export const E2E_PASSWORD = 'e2e password 1';
export const E2E_USERS = {
  unverified: { email: 'unverified@e2e.test', username: 'pending_pat', isVerified: false, role: 'user' },
  forgetful: { email: 'forgetful@e2e.test', username: 'forgetful_fran', isVerified: true, role: 'user' },
  profile: { email: 'profile@e2e.test', username: 'profile_pia', isVerified: true, role: 'user' },
  admin: { email: 'admin@e2e.test', username: 'admin_ada', isVerified: true, role: 'admin' },
  /** On a plan of 2 lists: meets the limit. */
  lister: { email: 'lister@e2e.test', username: 'lister_lou', isVerified: true, role: 'user' },
  /** Unlimited plan, with two lists of members already (CURATOR_LISTS); every file that uses them leaves them as they were. */
  curator: { email: 'curator@e2e.test', username: 'curator_cy', isVerified: true, role: 'user' },
  /**
   * The curator's plan, and lists of their own with the curator's members: copies, moves and
   * deletes members for good (e2e/members.spec.ts), which the curator's other journeys would notice.
   */
  mover: { email: 'mover@e2e.test', username: 'mover_mo', isVerified: true, role: 'user' },
  /** No plan and no list, ever: meets the first run (e2e/everyday-ux.spec.ts). */
  newcomer: { email: 'newcomer@e2e.test', username: 'new_nia', isVerified: true, role: 'user' },
  /** No plan: buys one through the Stripe test double's checkout page. */
  buyer: { email: 'buyer@e2e.test', username: 'buyer_bo', isVerified: true, role: 'user' },
  /** On a plan of 2 lists, with two lists (KEEPER_LISTS): deletes, restores, imports and undoes (e2e/trash.spec.ts). */
  keeper: { email: 'keeper@e2e.test', username: 'keeper_kit', isVerified: true, role: 'user' },
  /** Unlimited plan: creates a team and invites the mate (Editor) and the watcher (Viewer) (e2e/teams.spec.ts). */
  captain: { email: 'captain@e2e.test', username: 'captain_cat', isVerified: true, role: 'user' },
  mate: { email: 'mate@e2e.test', username: 'mate_max', isVerified: true, role: 'user' },
  watcher: { email: 'watcher@e2e.test', username: 'watcher_wen', isVerified: true, role: 'user' },
  /** Creates a team and invites a newcomer, who registers from the link, and the guest (e2e/invitations-context.spec.ts). */
  host: { email: 'host@e2e.test', username: 'host_hal', isVerified: true, role: 'user' },
  /** Has an account: finds the host's invitation in the Workspace menu (e2e/invitations-context.spec.ts). */
  guest: { email: 'guest@e2e.test', username: 'guest_gus', isVerified: true, role: 'user' },
  /** Makes, uses and revokes a personal API token (e2e/api-tokens.spec.ts). */
  scripter: { email: 'scripter@e2e.test', username: 'scripter_sol', isVerified: true, role: 'user' },
  /** The curator's plan and no list: imports a file of handles through the mapping step (e2e/csv-mapping.spec.ts). */
  mapper: { email: 'mapper@e2e.test', username: 'mapper_max', isVerified: true, role: 'user' },
  /** Connects the browser extension and uses it on X (e2e/extension.spec.ts). */
  extender: { email: 'extender@e2e.test', username: 'extender_eli', isVerified: true, role: 'user' },
  /** Download their data, then delete their account (e2e/data-rights.spec.ts): one at 1280 px, one at 390 px. */
  leaver: { email: 'leaver@e2e.test', username: 'leaver_lee', isVerified: true, role: 'user' },
  leaverPhone: { email: 'leaver-phone@e2e.test', username: 'leaver_phil', isVerified: true, role: 'user' },
  /** Downloads the extension from /extension and connects it in one click (e2e/extension-install.spec.ts, issue #38). */
  installer: { email: 'installer@e2e.test', username: 'installer_ina', isVerified: true, role: 'user' },
} as const;

/** Plans of the seeded people (tier → maxlist). */
const PLANS = { lister: { tier: 1, maxlist: 2 }, curator: { tier: 2, maxlist: null }, keeper: { tier: 3, maxlist: 2 }, captain: { tier: 4, maxlist: null } } as const;
/** People who hold the plan of another (no second plan of the same tier on sale). */
const SHARED_PLANS = { mover: 'curator', mapper: 'curator' } as const;
export const CURATOR_LISTS = { 'Core team': ['ada_dev', 'grace_h', 'linus_t'], Guests: ['margaret_h', 'ken_t'] } as const;
export const KEEPER_LISTS = { 'Winners 2025': ['win_one', 'win_two', 'win_three'], Mods: ['mod_mia'] } as const;
export const LEAVER_LISTS = { 'Old friends': ['old_one', 'old_two'] } as const;
/** The installer's one list, which the extension's token adds to (e2e/extension-install.spec.ts). */
export const INSTALLER_LISTS = { 'From X': ['ada_dev'] } as const;
export const EXTENDER_LISTS = { Giveaway: ['ada_dev', 'grace_h', 'linus_t'], Regulars: ['ken_t', 'margaret_h'], 'Spring raffle': ['win_one'] } as const;

export async function seedUsers(db: Db): Promise<void> {
  const passwordHash = await hashPassword(E2E_PASSWORD);
  const ids: Record<string, number> = {};
  for (const [key, person] of Object.entries(E2E_USERS)) {
    const [user] = await db.insert(users).values({ ...person, passwordHash }).returning({ id: users.id });
    await db.insert(profiles).values({ userId: user!.id });
    ids[key] = user!.id;
  }
  for (const [key, plan] of Object.entries(PLANS)) {
    await db.insert(plans).values({ nickname: `Tier ${plan.tier}`, amount: 900, productId: `prod_e2e_${plan.tier}`, productName: `Tier ${plan.tier}`, priceId: `price_e2e_${plan.tier}`, ...plan });
    await db.insert(stripeCustomers).values({ userId: ids[key]!, stripeCustomerId: `cus_e2e_${key}`, tier: plan.tier });
  }
  for (const [key, holder] of Object.entries(SHARED_PLANS)) {
    await db.insert(stripeCustomers).values({ userId: ids[key]!, stripeCustomerId: `cus_e2e_${key}`, tier: PLANS[holder].tier });
  }
  for (const [owner, owned] of [['curator', CURATOR_LISTS], ['mover', CURATOR_LISTS], ['keeper', KEEPER_LISTS], ['extender', EXTENDER_LISTS], ['leaver', LEAVER_LISTS], ['leaverPhone', LEAVER_LISTS], ['installer', INSTALLER_LISTS]] as const) {
    for (const [name, usernames] of Object.entries(owned as Record<string, readonly string[]>)) {
      const [list] = await db.insert(lists).values({ name, icon: '📝', color: '#6366f1', workspaceId: ids[owner]! }).returning({ id: lists.id });
      await db.insert(listMembers).values(usernames.map((username) => ({ listId: list!.id, username })));
    }
  }
}
