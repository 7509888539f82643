import { randomInt } from 'node:crypto';
import { LISTS_ERROR_CODES, LISTS_TEXTS, type ListSummary } from '../../common/lists';
import { randomListColor } from '../../common/list-colors.plain';
import { mayCreateList } from '../billing/entitlements';
import type { Db } from '../db/open';
import { lists } from '../db/schema';
import { AppError } from '../http/errors';
import { workspacePlan } from './workspace-plan';

/**
 * Making a list, the one way: the Lists screen, the public API and the members screen's "move to a
 * new list" all come here, so the plan's list limit is checked in one place.
 */

const NEW_LIST_NAME = 'New List';
const NEW_LIST_ICON = '📝';

/** A new list's random colour, one its card's text stays readable on (common/list-colors.plain.ts). */
export function randomColor(): string {
  return randomListColor(randomInt);
}

/** What a list's card shows, but its member count. */
export const listSummaryColumns = {
  id: lists.id,
  name: lists.name,
  icon: lists.icon,
  color: lists.color,
  communityId: lists.communityId,
};

/**
 * Creates a list if the plan allows one more, in the same transaction as the insert: the
 * workspace's and its billing owner's rows are locked first (access/workspace-plan.ts), so two
 * concurrent creates at the limit, in one workspace or in two billed to the same person, cannot
 * both see room for one.
 */
export async function createList(
  db: Db,
  workspaceId: number,
  values: { name?: string; icon?: string | null; color?: string } = {},
): Promise<ListSummary> {
  return db.transaction(async (tx) => {
    const plan = await workspacePlan(tx, workspaceId, { lock: true });
    if (!mayCreateList(plan.entitlements, plan.used)) {
      throw new AppError(403, LISTS_ERROR_CODES.listLimit, LISTS_TEXTS.limitAlert);
    }
    const [list] = await tx
      .insert(lists)
      .values({
        name: values.name ?? NEW_LIST_NAME,
        icon: values.icon === undefined ? NEW_LIST_ICON : values.icon,
        color: values.color ?? randomColor(),
        workspaceId,
      })
      .returning(listSummaryColumns);
    return { ...list!, memberCount: 0 };
  });
}
