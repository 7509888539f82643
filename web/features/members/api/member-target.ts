import type { MemberRow } from '../../../../common/lists';

/** Where a copied or moved member goes: one of my lists, or a new list by name (spec §5). */
export type MemberTarget = { listId: number } | { newListName: string };

export type MemberResponse = { member: MemberRow };
