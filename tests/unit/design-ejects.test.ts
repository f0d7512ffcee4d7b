/**
 * The site's design swizzles (src/theme) that eject a theme component instead
 * of wrapping it say so, name the file they were copied from, and mark each line
 * they changed, so that an upgrade of Docusaurus can be checked line by line.
 * (The runtime layer's ejects are checked by runtime/tests/contract.test.ts.)
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';

const ROOT = path.join(__dirname, '..', '..');
const THEME = path.join(ROOT, 'src', 'theme');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The package path after "Original:", or null. */
function originalOf(source: string): string | null {
  return /Original: (@docusaurus\/[\w-]+\/[\w/.-]+\.(?:tsx|js))/.exec(source)?.[1] ?? null;
}

/** Lines with a "changed:" mark, as a line comment or a JSX comment. */
function changedLines(source: string): string[] {
  return source.split('\n').filter((line) => /(\/\/|\{?\/\*) changed: \S/.test(line));
}

const ejected = sources(THEME).filter((file) => /Swizzled \(ejected\)/.test(readFileSync(file, 'utf8')));

describe('design ejects in src/theme', () => {
  it('finds the ejected components', () => {
    assert.ok(ejected.length > 0, 'no file in src/theme says "Swizzled (ejected)"');
  });

  for (const file of ejected) {
    const name = path.relative(ROOT, file);
    it(`${name} names an original that exists and marks its changed lines`, () => {
      const source = readFileSync(file, 'utf8');
      const original = originalOf(source);
      assert.ok(original, `${name} does not name its original ("Original: @docusaurus/...")`);
      assert.ok(
        existsSync(path.join(ROOT, 'node_modules', original)),
        `${name}: its original ${original} is not in node_modules`,
      );
      assert.ok(changedLines(source).length > 0, `${name} marks no line with "changed:"`);
    });
  }

  it('finds no original and no marks in a file without them, and finds both forms of mark', () => {
    const unmarked =
      '/**\n * Swizzled (ejected): why.\n * Original: the stock one.\n */\nexport default 1; // unchanged\n';
    assert.equal(originalOf(unmarked), null);
    assert.deepEqual(changedLines(unmarked), []);
    const marked =
      ' * Original: @docusaurus/theme-classic/src/theme/X.tsx (2.4.1)\nconst a = 1; // changed: added\n{/* changed: was h3 */}\n';
    assert.equal(originalOf(marked), '@docusaurus/theme-classic/src/theme/X.tsx');
    assert.equal(changedLines(marked).length, 2);
  });
});
