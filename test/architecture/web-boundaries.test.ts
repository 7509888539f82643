import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The web app's layers are kept by ESLint (eslint.config.js, decision 017). These lint a file that
// does not exist, as if it stood at `filePath`, against the project's own configuration: if the
// rule is switched off, loosened or stops resolving imports, the import passes and the test fails.
const eslint = new ESLint({ cwd: process.cwd() });

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((message) => message.ruleId === 'boundaries/dependencies').map((message) => message.message);
}

describe('web boundaries', () => {
  it('refuse a feature importing another feature', async () => {
    const errors = await boundaryErrors(
      'web/features/lists/cross.ts',
      "import { ExtensionsList } from '../extensions/extensions-list';\nexport const x = ExtensionsList;\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('feature="extensions"');
  });

  it('refuse a feature test importing another feature', async () => {
    const errors = await boundaryErrors(
      'web/features/csv/cross.test.tsx',
      "import { makeList } from '../lists/members-modal';\nexport const x = makeList;\n",
    );
    expect(errors).toHaveLength(1);
  });

  it('refuse a feature reaching up into the app, and a primitive or the client reaching up into anything', async () => {
    expect(await boundaryErrors('web/features/blog/up.ts', "import { HOME_TEXTS } from '../../app/pages/home-texts';\nexport const y = HOME_TEXTS;\n")).toHaveLength(1);
    expect(await boundaryErrors('web/components/ui/up.ts', "import { useLists } from '../../api/lists';\nexport const y = useLists;\n")).toHaveLength(1);
    expect(await boundaryErrors('web/lib/up.ts', "import { Button } from '../components/ui/button';\nexport const z = Button;\n")).toHaveLength(1);
    expect(await boundaryErrors('web/api/up.ts', "import { LISTS_SCREEN_TEXTS } from '../features/lists/lists-screen-texts';\nexport const z = LISTS_SCREEN_TEXTS;\n")).toHaveLength(1);
  });

  it('let a feature use itself, the shared API, the primitives, the client and common; and the app compose features', async () => {
    expect(
      await boundaryErrors(
        'web/features/lists/fine.ts',
        [
          "import { LISTS_SCREEN_TEXTS } from './lists-screen-texts';",
          "import { useLists } from '../../api/lists';",
          "import { Button } from '../../components/ui/button';",
          "import { cn } from '../../lib/cn';",
          "import { paths } from '../../../common/paths';",
          'export const all = [LISTS_SCREEN_TEXTS, useLists, Button, cn, paths];',
        ].join('\n'),
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'web/app/pages/fine.ts',
        "import { ExtensionsList } from '../../features/extensions/extensions-list';\nimport { PostCard } from '../../features/blog/post-card';\nexport const x = [ExtensionsList, PostCard];\n",
      ),
    ).toEqual([]);
  });
});
