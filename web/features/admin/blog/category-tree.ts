import type { Category } from '../../../../common/blog';

export type CategoryNode<C extends Category = Category> = { category: C; depth: number };

function byPosition(a: Category, b: Category): number {
  return a.position - b.position || a.name.localeCompare(b.name);
}

/**
 * The categories in reading order: each parent followed by its sub-categories (by position, then
 * name), with their depth. A category whose parent is unknown starts a branch; a loop cannot hang it.
 */
export function categoryTree<C extends Category>(categories: readonly C[]): CategoryNode<C>[] {
  const ids = new Set(categories.map((category) => category.id));
  const children = new Map<number | null, C[]>();
  for (const category of categories) {
    const parent = category.parentId !== null && ids.has(category.parentId) ? category.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), category]);
  }
  const seen = new Set<number>();
  const nodes: CategoryNode<C>[] = [];
  function visit(parent: number | null, depth: number) {
    for (const category of [...(children.get(parent) ?? [])].sort(byPosition)) {
      if (seen.has(category.id)) continue;
      seen.add(category.id);
      nodes.push({ category, depth });
      visit(category.id, depth + 1);
    }
  }
  visit(null, 0);
  // Members of a parent loop (a → b → a) have no root: list them at the top level all the same.
  for (const category of [...categories].sort(byPosition)) {
    if (!seen.has(category.id)) {
      seen.add(category.id);
      nodes.push({ category, depth: 0 });
      visit(category.id, 1);
    }
  }
  return nodes;
}

/** The ids of `id` and of every category below it: none of them may become its parent. */
export function selfAndDescendants(categories: readonly Category[], id: number): Set<number> {
  const found = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const category of categories) {
      if (category.parentId !== null && found.has(category.parentId) && !found.has(category.id)) {
        found.add(category.id);
        grew = true;
      }
    }
  }
  return found;
}

/** An option label that shows the depth: '— Child'. */
export function indentedName({ category, depth }: CategoryNode): string {
  return `${'— '.repeat(depth)}${category.name}`;
}
