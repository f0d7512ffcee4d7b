/**
 * Components pages use by name: every registered one exists, the build
 * imports exactly the ones a page uses, and no Markdown page imports site
 * code by its path.
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { MDX_COMPONENTS } from '../../config/mdx-components';
import remarkComponentImports, { usedComponents } from '../../packages/common/src/remark-component-imports';
import { listFiles } from '../../packages/common/src/walk';

const ROOT = path.join(__dirname, '..', '..');

interface Node {
  type: string;
  value?: string;
  children?: Node[];
}

const tree = (...children: Node[]): Node => ({ type: 'root', children });

describe('registered MDX components', () => {
  it('names a module that exists for every component', () => {
    for (const [name, module] of Object.entries(MDX_COMPONENTS)) {
      const file = path.join(ROOT, module.replace(/^@site\//, ''));
      assert.ok(
        ['.tsx', '.ts', '/index.tsx'].some((suffix) => existsSync(file + suffix)),
        `${name}: ${module} does not exist`,
      );
    }
  });

  it('imports into a page the components it uses, at any depth, once each, and no other', () => {
    const page = tree(
      { type: 'jsx', value: '<FhirPathPlayground />' },
      { type: 'paragraph', children: [{ type: 'text', value: '<ValidatorPlayground /> as text is no use' }] },
      { type: 'list', children: [{ type: 'jsx', value: '<SdkHttpTabs>\n<FhirPathPlayground />' }] },
      { type: 'jsx', value: '<Unregistered />' },
    );
    remarkComponentImports({ components: MDX_COMPONENTS })(page);
    assert.deepEqual(
      page.children?.filter((node) => node.type === 'import').map((node) => node.value),
      [
        `import FhirPathPlayground from '${MDX_COMPONENTS.FhirPathPlayground}';`,
        `import SdkHttpTabs from '${MDX_COMPONENTS.SdkHttpTabs}';`,
      ],
    );
  });

  it('leaves a component the page imports or defines itself', () => {
    const page = tree(
      { type: 'import', value: "import SdkHttpTabs from './my-tabs';" },
      { type: 'jsx', value: '<SdkHttpTabs>' },
    );
    assert.deepEqual(usedComponents(page, MDX_COMPONENTS), ['SdkHttpTabs']);
    remarkComponentImports({ components: MDX_COMPONENTS })(page);
    assert.equal(page.children?.filter((node) => node.type === 'import').length, 1);
  });

  it('is how every doc and post gets site code: no Markdown page imports a file of the site by its path', () => {
    for (const root of ['docs', 'blog', 'src/pages']) {
      for (const file of listFiles(path.join(ROOT, root)).filter((name) => /\.mdx?$/.test(name))) {
        const text = readFileSync(path.join(ROOT, root, file), 'utf8');
        // Code blocks may show imports; only the page's own MDX imports count.
        const outsideCode = text.replace(/^```[^]*?^```/gm, '');
        const imports = [...outsideCode.matchAll(/^import .* from '@site\/(?!src\/data\/samples\/)([^']+)';$/gm)];
        assert.deepEqual(
          imports.map((match) => match[1]),
          [],
          `${root}/${file} imports site code by path; register the component in config/mdx-components.ts`,
        );
      }
    }
  });
});
