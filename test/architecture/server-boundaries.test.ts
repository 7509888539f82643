import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The server's folders are kept in layers by ESLint (eslint.config.js, serverLayers): a folder
// imports only itself and the layers below, so no two folders import each other. These lint a file
// that does not exist, as if it stood at `filePath`, against the project's own configuration: if the
// rule is switched off, loosened or stops resolving imports, the import passes and the test fails.
const eslint = new ESLint({ cwd: process.cwd() });

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((message) => message.ruleId?.startsWith('boundaries/')).map((message) => message.message);
}

describe('server boundaries', () => {
  it('refuse an import that would close a cycle: a lower folder reaching up to one that imports it', async () => {
    // auth/routes.ts imports billing (withPlan): billing importing auth back is a cycle.
    const errors = await boundaryErrors('server/billing/up.ts', "import { authenticate } from '../auth/guard';\nexport const x = authenticate;\n");
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('server-auth');
    // members use createList from access/new-list, lists use members: members importing lists is refused.
    expect(await boundaryErrors('server/members/up.ts', "import { listMyLists } from '../lists/lists-service';\nexport const y = listMyLists;\n")).toHaveLength(1);
    // http is infrastructure: it reaches no feature and not access.
    expect(await boundaryErrors('server/http/up.ts', "import { currentActor } from '../access/actor';\nexport const z = currentActor;\n")).toHaveLength(1);
    // db reaches nothing above it, the app least of all.
    expect(await boundaryErrors('server/db/up.ts', "import { buildApp } from '../app';\nexport const w = buildApp;\n")).toHaveLength(1);
  });

  it('refuse two folders of one layer importing each other', async () => {
    expect(await boundaryErrors('server/blog/side.ts', "import { recordAudit } from '../audit/audit-log';\nimport { getComposer } from '../compose/compose-service';\nexport const x = [recordAudit, getComposer];\n")).toHaveLength(1);
  });

  it('refuse the imports of a server folder the layers do not name, until it is placed', async () => {
    expect(await boundaryErrors('server/newthing/service.ts', "import { AppError } from '../http/errors';\nexport const x = AppError;\n")).toHaveLength(1);
  });

  it('let a folder use the layers below it and common, the app compose them all, and tests import across', async () => {
    expect(
      await boundaryErrors(
        'server/lists/fine.ts',
        [
          "import { createList } from '../access/new-list';",
          "import { addMember } from '../members/members-service';",
          "import { getEntitlements } from '../billing/entitlements';",
          "import { AppError } from '../http/errors';",
          "import { lists } from '../db/schema';",
          "import { loadConfig } from '../config';",
          "import { LISTS_TEXTS } from '../../common/lists';",
          'export const all = [createList, addMember, getEntitlements, AppError, lists, loadConfig, LISTS_TEXTS];',
        ].join('\n'),
      ),
    ).toEqual([]);
    expect(await boundaryErrors('server/app.ts', "import { listsRoutes } from './lists/routes';\nimport { adminRoutes } from './admin/routes';\nexport const x = [listsRoutes, adminRoutes];\n")).toEqual([]);
    expect(await boundaryErrors('server/db/up.test.ts', "import { buildApp } from '../app';\nexport const w = buildApp;\n")).toEqual([]);
  });

  it('hold on the tree as it is: every server file lints clean', async () => {
    const results = await eslint.lintFiles(['server']);
    const problems = results.flatMap((result) => result.messages.filter((message) => message.ruleId?.startsWith('boundaries/')).map((message) => `${result.filePath}: ${message.message}`));
    expect(problems).toEqual([]);
  }, 120_000);
});
