/**
 * docs/self-hosting/config-settings.md documents the AWS infrastructure config
 * of 2.0.25 key by key: its "AWS infrastructure settings" tables must list
 * exactly the keys of MedplumInfraConfig as @medplum/core 2.0.25 declares it
 * (fields of additionalContainers entries as `additionalContainers[].name`).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import ts from 'typescript';

const root = path.resolve(__dirname, '..', '..');
const PAGE = path.join(root, 'docs', 'self-hosting', 'config-settings.md');

/** Property names of a type literal or interface, with `[]` for arrays of object literals. */
function keysOf(members: ts.NodeArray<ts.TypeElement>, prefix = ''): string[] {
  return members.flatMap((member) => {
    if (!ts.isPropertySignature(member) || !member.name || !ts.isIdentifier(member.name)) return [];
    const key = `${prefix}${member.name.text}`;
    let type = member.type;
    let array = '';
    if (type && ts.isArrayTypeNode(type)) {
      type = type.elementType;
      array = '[]';
    }
    const nested = type && ts.isTypeLiteralNode(type) && array ? keysOf(type.members, `${key}${array}.`) : [];
    return [key, ...nested];
  });
}

export function infraConfigKeys(): string[] {
  const file = require.resolve('@medplum/core').replace(/dist[\\/]cjs[\\/].*$/, 'dist/types/config.d.ts');
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
  const declaration = source.statements.find(
    (statement): statement is ts.InterfaceDeclaration =>
      ts.isInterfaceDeclaration(statement) && statement.name.text === 'MedplumInfraConfig',
  );
  assert.ok(declaration, `MedplumInfraConfig is not declared in ${file}`);
  return keysOf(declaration.members);
}

/** The backticked first-column keys of the tables under one `## ` heading. */
export function documentedKeys(markdown: string, heading: string): string[] {
  const start = markdown.indexOf(`\n## ${heading}\n`);
  assert.ok(start >= 0, `the page has no "## ${heading}" section`);
  const rest = markdown.slice(start + heading.length + 5);
  const end = rest.search(/\n## /);
  const section = end >= 0 ? rest.slice(0, end) : rest;
  return [...section.matchAll(/^\|\s*`([^`]+)`\s*\|/gm)].map((match) => match[1]);
}

describe('configuration settings page', () => {
  const markdown = readFileSync(PAGE, 'utf8');

  it('documents every key of MedplumInfraConfig, and no key it does not have', () => {
    const declared = infraConfigKeys();
    assert.ok(declared.length >= 30 && declared.includes('additionalContainers[].image'), 'read the declaration');
    const documented = documentedKeys(markdown, 'AWS infrastructure settings');
    assert.deepEqual(
      declared.filter((key) => !documented.includes(key)),
      [],
      'keys of MedplumInfraConfig missing from the page',
    );
    assert.deepEqual(
      documented.filter((key) => !declared.includes(key)),
      [],
      'keys on the page that MedplumInfraConfig does not have',
    );
    assert.deepEqual(
      documented.filter((key, index) => documented.indexOf(key) !== index),
      [],
      'keys documented twice',
    );
  });

  it('documents server settings in tables, each key once', () => {
    const documented = documentedKeys(markdown, 'Server settings');
    assert.ok(documented.length >= 20, `only ${documented.length} server settings`);
    assert.deepEqual(
      documented.filter((key, index) => documented.indexOf(key) !== index),
      [],
    );
    for (const key of ['baseUrl', 'database.host', 'redis.host', 'storageBaseUrl']) {
      assert.ok(documented.includes(key), key);
    }
  });
});
