/**
 * Type-checks TypeScript snippets the way the site's sample checkers do: with the compiler options and the
 * declarations of packages/medplum-sandbox (sampleCheckOptions, declarationFiles: @medplum/core and
 * @medplum/fhirtypes 2.0.25 as published, ES2022 and the DOM, and `process.env`), in memory, all in one program.
 */
import ts from 'typescript';
import { declarationFiles, sampleCheckOptions } from '../../medplum-sandbox';

/** Each snippet's diagnostics as `TSnnnn line:column message`, by the snippet's index; empty when all pass. */
export function typeCheckSnippets(snippets: readonly string[]): Map<number, string[]> {
  const declarations = declarationFiles();
  const files = new Map(Object.entries(declarations.files));
  // What a sample has of Node.js: the declaration files at the root of the virtual file system.
  const environment = [...files.keys()].filter((name) => /^\/[^/]+\.d\.ts$/.test(name));
  const names = snippets.map((_, index) => `/snippet-${index}.ts`);
  snippets.forEach((code, index) => files.set(names[index], code));
  const options: ts.CompilerOptions = {
    ...sampleCheckOptions(ts),
    lib: declarations.libs,
    types: [],
    moduleDetection: ts.ModuleDetectionKind.Force,
  };
  const host: ts.CompilerHost = {
    getSourceFile: (name, languageVersion) => {
      const text = files.get(name);
      return text === undefined ? undefined : ts.createSourceFile(name, text, languageVersion);
    },
    getDefaultLibFileName: () => '/lib/lib.d.ts',
    writeFile: () => undefined,
    getCurrentDirectory: () => '/',
    getCanonicalFileName: (name) => name,
    useCaseSensitiveFileNames: () => true,
    getNewLine: () => '\n',
    fileExists: (name) => files.has(name),
    readFile: (name) => files.get(name),
    directoryExists: (name) => {
      const prefix = name.endsWith('/') ? name : `${name}/`;
      return name === '/' || [...files.keys()].some((file) => file.startsWith(prefix));
    },
    getDirectories: () => [],
  };
  const program = ts.createProgram([...names, ...environment], options, host);
  const problems = new Map<number, string[]>();
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const index = diagnostic.file ? names.indexOf(diagnostic.file.fileName) : -1;
    const at =
      diagnostic.file && diagnostic.start !== undefined
        ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start)
        : { line: 0, character: 0 };
    const message = `TS${diagnostic.code} ${at.line + 1}:${at.character + 1} ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`;
    problems.set(index, [...(problems.get(index) ?? []), message]);
  }
  return problems;
}
