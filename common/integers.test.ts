import { describe, expect, it } from 'vitest';
import { planAssignmentRequestSchema, planInputSchema } from './billing';
import { categoryInputSchema, postInputSchema } from './blog';
import { exportSelectedSchema } from './csv';
import { INT32_MAX, INT32_MIN } from './integers';
import { bulkIconSchema, copyMemberSchema, membersQuerySchema, shootRequestSchema } from './lists';

/** Found by test/security/fuzz-bodies: numbers past 32 bits passed `.int()` and failed their query (500). */
describe('whole numbers that reach an integer column', () => {
  const plan = { nickname: 'P', amount: 100, productId: 'prod', productName: 'P', tier: 1, maxlist: 1 };
  const post = { title: 'T', slug: 't' };
  const category = { name: 'C', slug: 'c' };
  const fields: [string, (n: number) => boolean][] = [
    ['bulk icon listIds', (n) => bulkIconSchema.safeParse({ listIds: [n], icon: null }).success],
    ['copy listId', (n) => copyMemberSchema.safeParse({ listId: n }).success],
    ['members after', (n) => membersQuerySchema.safeParse({ after: String(n) }).success],
    ['shoot listIds', (n) => shootRequestSchema.safeParse({ listIds: [n] }).success],
    ['export listIds', (n) => exportSelectedSchema.safeParse({ listIds: [n] }).success],
    ['plan assignment planId', (n) => planAssignmentRequestSchema.safeParse({ email: 'a@example.com', planId: n }).success],
    ['plan amount', (n) => planInputSchema.safeParse({ ...plan, amount: n }).success],
    ['plan tier', (n) => planInputSchema.safeParse({ ...plan, tier: n }).success],
    ['plan maxlist', (n) => planInputSchema.safeParse({ ...plan, maxlist: n }).success],
    ['plan sortOrder', (n) => planInputSchema.safeParse({ ...plan, sortOrder: n }).success],
    ['post categoryId', (n) => postInputSchema.safeParse({ ...post, categoryId: n }).success],
    ['post tagIds', (n) => postInputSchema.safeParse({ ...post, tagIds: [n] }).success],
    ['category parentId', (n) => categoryInputSchema.safeParse({ ...category, parentId: n }).success],
    ['category position', (n) => categoryInputSchema.safeParse({ ...category, position: n }).success],
  ];

  it.each(fields)('%s takes the largest 32-bit integer and refuses one more', (_name, accepts) => {
    expect(accepts(INT32_MAX)).toBe(true);
    expect(accepts(INT32_MAX + 1)).toBe(false);
    expect(accepts(2 ** 53 - 1)).toBe(false);
  });

  it('signed columns refuse below the smallest 32-bit integer too', () => {
    expect(planInputSchema.safeParse({ ...plan, sortOrder: INT32_MIN }).success).toBe(true);
    expect(planInputSchema.safeParse({ ...plan, sortOrder: INT32_MIN - 1 }).success).toBe(false);
    expect(categoryInputSchema.safeParse({ ...category, position: INT32_MIN - 1 }).success).toBe(false);
  });
});
