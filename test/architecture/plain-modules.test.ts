import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function importErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
}

/**
 * Plain modules (issue #35): the common modules that the first paint, the browser extension and
 * the certificate's Verify load say so by their name (`*.plain.ts`, and the contract's
 * `common/api/routes/`), and lint keeps zod out of them (eslint.config.js).
 */
describe('plain modules of common/', () => {
  it('refuses zod, and a value from a module that is not plain, in a .plain.ts file and in the contract’s routes', async () => {
    const file = path.join(root, 'common/example.plain.ts');
    expect(await importErrors(file, "import { z } from 'zod';\nexport const a = z.string();\n")).toHaveLength(1);
    expect(await importErrors(file, "import { listNameSchema } from './lists';\nexport const a = listNameSchema;\n")).toHaveLength(1);
    const route = path.join(root, 'common/api/routes/example.ts');
    expect(await importErrors(route, "import { z } from 'zod';\nexport const a = z.string();\n")).toHaveLength(1);
    expect(await importErrors(route, "import { listNameSchema } from '../../lists';\nexport const a = listNameSchema;\n")).toHaveLength(1);
  });

  it('takes types from anywhere and values from other plain modules', async () => {
    const file = path.join(root, 'common/example.plain.ts');
    const code = "import type { z } from 'zod';\nimport type { ListInput } from './lists';\nimport { isXHandle } from './x-handle.plain';\nexport type A = z.infer<never> | ListInput;\nexport const b = isXHandle;\n";
    expect(await importErrors(file, code)).toEqual([]);
    const route = path.join(root, 'common/api/routes/example.ts');
    expect(await importErrors(route, "import { named } from './define';\nimport { API_TOKEN_PREFIX } from '../../api-token-format.plain';\nexport const a = [named, API_TOKEN_PREFIX];\n")).toEqual([]);
  });

  it('names every common module that loads no zod at run time plain, and none that does', () => {
    const files = (fs.readdirSync(path.join(root, 'common'), { recursive: true }) as string[])
      .map((file) => `common/${file.split(path.sep).join('/')}`)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
    const loadsZod = (file: string) => /^import\s+(?!type\b)[^;]*from\s+'zod'/m.test(fs.readFileSync(path.join(root, file), 'utf8'));
    const plain = (file: string) => file.endsWith('.plain.ts') || file.startsWith('common/api/routes/');
    expect(files.filter((file) => plain(file) && loadsZod(file))).toEqual([]);
    expect(files.filter((file) => !plain(file) && !loadsZod(file))).toEqual([]);
  });
});
