/**
 * The curl commands of <SdkHttpTabs> in docs/ and blog/ (src/components/SdkHttpTabs), from which the browser makes
 * the Python, C#, Java and Go tabs: each one parseCurl reads, or is listed below with the reason it cannot be read
 * (the page then keeps its TypeScript and curl tabs). For every command read, the snippets of the other languages
 * are written as the page writes them, and checked by their languages' own tools where that is cheap: Python by
 * `ast.parse` in one python3, Go by gofmt and `go vet` in one module, Java by one javac, each when it is on the PATH
 * (C# has no compiler on Debian: packages/api-requests/README.md).
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { GENERATED_ROOT } from '../../packages/fhir-model';
import { type ParsedCurl, readCurl, requestSnippets } from '../../packages/api-requests';
import { collectMarkdownFiles } from '../../scripts/samples/check';

const root = path.resolve(__dirname, '..', '..');

/** One curl block: the page, its place among the page's SdkHttpTabs (1 for the first), and its code. */
interface CurlBlock {
  file: string;
  index: number;
  code: string;
}

/** The second block of each SdkHttpTabs of docs/ and blog/, the curl one. */
function curlBlocks(): CurlBlock[] {
  const files = collectMarkdownFiles(root, ['docs', 'blog'], [GENERATED_ROOT]);
  return files.flatMap((file) => {
    const text = readFileSync(path.join(root, file), 'utf8');
    return [...text.matchAll(/^<SdkHttpTabs>$([\s\S]*?)^<\/SdkHttpTabs>$/gm)].map(([, body], at) => {
      const blocks = [...body.matchAll(/^```\w*[^\n]*\n([\s\S]*?)^```$/gm)].map((match) => match[1]);
      return { file, index: at + 1, code: blocks[1] ?? '' };
    });
  });
}

/**
 * The commands parseCurl cannot describe, by page and place, with its reason: what a snippet of another language
 * cannot carry. A command that starts parsing fails the test until it is taken off the list.
 */
const UNREAD: Readonly<Record<string, string>> = {
  'docs/auth/external-ids.md#2': 'uses command substitution or arithmetic ($(...))',
  'docs/bots/bot-basics.md#2': 'uses the shell operator | (more than one command)',
  'docs/bots/bot-basics.md#3': 'uses the shell operator | (more than one command)',
  'docs/bots/external-function.md#1': 'holds more than one command',
  'docs/bots/file-uploads.md#1': 'holds more than one command',
  'docs/bots/insurance-eligibility-check.md#1': 'holds more than one command',
  'docs/bots/pdf.md#1': 'holds more than one command',
  'docs/bots/production.md#2': 'uses command substitution or arithmetic ($(...))',
  'docs/compliance/onc.md#1': 'holds more than one command',
  'docs/fhir-datastore/provider-directory.md#1': 'reads its body from a file (@file)',
  'docs/questionnaires.md#1': 'reads its body from a file (@file)',
};

const BLOCKS = curlBlocks();
const key = (block: CurlBlock) => `${block.file}#${block.index}`;
const READ = BLOCKS.flatMap((block) => {
  const reading = readCurl(block.code);
  return 'parsed' in reading ? [{ block, parsed: reading.parsed }] : [];
});

describe('the curl commands of SdkHttpTabs', () => {
  it('are found: every SdkHttpTabs has a curl block', () => {
    assert.ok(BLOCKS.length >= 60, `${BLOCKS.length} blocks`);
    assert.deepEqual(BLOCKS.filter((block) => !/\bcurl\b/.test(block.code)).map(key), []);
  });

  it('are each read by parseCurl, or listed with the reason parseCurl gives', () => {
    const reasons = Object.fromEntries(
      BLOCKS.flatMap((block) => {
        const reading = readCurl(block.code);
        return 'unsupported' in reading ? [[key(block), reading.unsupported]] : [];
      }),
    );
    assert.deepEqual(reasons, UNREAD);
    // Every listed block still exists (the list names no page or place that is gone).
    const keys = new Set(BLOCKS.map(key));
    assert.deepEqual(
      Object.keys(UNREAD).filter((name) => !keys.has(name)),
      [],
    );
  });

  it('read back a token from an environment variable, on a server of https', () => {
    for (const { block, parsed } of READ) {
      assert.match(parsed.tokenVariable, /^[A-Z_]+$/, key(block));
      assert.match(parsed.baseUrl, /^https:\/\/[a-z.]+\/$/, key(block));
    }
  });
});

describe('the snippets made from them', () => {
  /** Each read command's snippets, as the page writes them. */
  const snippets = new Map<string, Record<string, string>>();
  let dir = '';

  before(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'sdk-http-tabs-'));
    for (const { block, parsed } of READ) {
      const { request, baseUrl, tokenVariable }: ParsedCurl = parsed;
      const made = await requestSnippets(request, { baseUrl, tokenVariable });
      snippets.set(key(block), Object.fromEntries(made.map((snippet) => [snippet.language, snippet.code])));
    }
  });

  after(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const all = (language: string): [string, string][] =>
    [...snippets].map(([name, made]) => [name, made[language] ?? assert.fail(`${name}: no ${language}`)]);

  /** Runs one of the languages' tools (a program of the machine, not an npm package); a failure shows its output. */
  const tool = (command: string, args: string[], cwd = dir): string => {
    try {
      return execFileSync(command, args, {
        cwd,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
        timeout: 240_000,
        maxBuffer: 16 * 1024 * 1024,
      });
    } catch (error) {
      const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
      assert.fail(`${command} ${args.join(' ')} failed:\n${stdout}${stderr}`);
    }
  };

  const onPath = (command: string): boolean => {
    try {
      execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  };

  it('are made for every command read, and read the token from its variable', () => {
    assert.equal(snippets.size, READ.length);
    for (const { block, parsed } of READ) {
      const made = snippets.get(key(block)) ?? assert.fail(key(block));
      assert.ok(made.python.includes(`os.environ["${parsed.tokenVariable}"]`), key(block));
      assert.ok(made.csharp.includes(`GetEnvironmentVariable("${parsed.tokenVariable}")`), key(block));
      assert.ok(made.java.includes(`System.getenv("${parsed.tokenVariable}")`), key(block));
      assert.ok(made.go.includes(`os.Getenv("${parsed.tokenVariable}")`), key(block));
    }
  });

  it('Python: every program parses (ast.parse, in one python3)', (t) => {
    if (!onPath('python3')) return t.skip('python3 is not on the PATH');
    const file = path.join(dir, 'python.json');
    writeFileSync(file, JSON.stringify(Object.fromEntries(all('python'))));
    const script = [
      'import ast, json, sys',
      'failed = {}',
      'for name, source in json.load(open(sys.argv[1])).items():',
      '    try:',
      '        ast.parse(source)',
      '    except SyntaxError as error:',
      '        failed[name] = str(error)',
      'print(json.dumps(failed))',
    ].join('\n');
    const output = tool('python3', ['-c', script, file]);
    assert.deepEqual(JSON.parse(output), {});
  });

  it('Go: every program is gofmt-clean and passes go vet (one module)', (t) => {
    if (!onPath('go') || !onPath('gofmt')) return t.skip('go is not on the PATH');
    const module = path.join(dir, 'go');
    mkdirSync(module);
    writeFileSync(path.join(module, 'go.mod'), 'module snippets\n\ngo 1.19\n');
    const names = all('go');
    names.forEach(([, source], at) => {
      mkdirSync(path.join(module, `s${at}`));
      writeFileSync(path.join(module, `s${at}`, 'main.go'), source);
    });
    assert.equal(tool('gofmt', ['-l', '.'], module).trim(), '', 'gofmt would change these files');
    tool('go', ['vet', './...'], module);
  });

  it('Java: every program compiles (one javac)', (t) => {
    if (!onPath('javac')) return t.skip('javac is not on the PATH');
    const sources = path.join(dir, 'java');
    mkdirSync(sources);
    // Each program is a class Main: here each gets a name of its own, so that one javac compiles them all.
    const files = all('java').map(([name, source], at) => {
      assert.match(source, /^public class Main \{$/m, name);
      const file = path.join(sources, `Main${at}.java`);
      writeFileSync(file, source.replace(/^public class Main \{$/m, `public class Main${at} {`));
      return file;
    });
    tool('javac', ['-d', path.join(sources, 'classes'), ...files]);
  });
});
