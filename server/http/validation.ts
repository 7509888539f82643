import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Schema = Parameters<typeof zodValidatorCompiler>[0]['schema'];

/** PostgreSQL cannot store U+0000 in text: such a value would fail its query (a 500) wherever it went. */
export const NUL_MESSAGE = 'Text cannot contain the NUL character (U+0000)';

/**
 * The path of the first string (or object key) holding U+0000 in a value, or null. Iterative, so
 * any nesting depth a JSON body can reach is fine.
 */
export function nulPath(value: unknown): (string | number)[] | null {
  type Node = { value: unknown; key: string | number | null; parent: Node | null };
  const pathOf = (node: Node) => {
    const path: (string | number)[] = [];
    for (let at: Node | null = node; at && at.key !== null; at = at.parent) path.push(at.key);
    return path.reverse();
  };
  const stack: Node[] = [{ value, key: null, parent: null }];
  while (stack.length > 0) {
    const node = stack.pop()!;
    const current = node.value;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return pathOf(node);
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => stack.push({ value: item, key: index, parent: node }));
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        const child = { value: item, key, parent: node };
        if (key.includes('\u0000')) return pathOf(child);
        stack.push(child);
      }
    }
  }
  return null;
}

/** The refusal of a NUL at `path`, shaped by the zod type provider like every validation error. */
function nulRefusal(path: (string | number)[]) {
  const schema = z.unknown().superRefine((_value, context) => context.addIssue({ code: 'custom', message: NUL_MESSAGE, path }));
  return zodValidatorCompiler({ schema, method: '', url: '' })(null);
}

/**
 * The zod validator of every route's params, query and body, which also refuses U+0000 anywhere
 * in the validated value: one rule for every text field, present and future, instead of a 500.
 */
export const validatorCompiler: FastifySchemaCompiler<Schema> = (route) => {
  const validate = zodValidatorCompiler(route);
  return (data) => {
    const result = validate(data);
    if (typeof result !== 'object' || result === null || !('value' in result)) return result;
    const path = nulPath(result.value);
    return path ? nulRefusal(path) : result;
  };
};
