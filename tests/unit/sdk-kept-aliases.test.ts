import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import {
  KEPT_ALIASES,
  type AliasMembers,
  type KeptAlias,
  aliasMembers,
  withAliases,
} from '../../generators/sdk-reference/kept-aliases';

const root = path.resolve(__dirname, '..', '..');
const colour: KeptAlias = { name: 'Colour', module: 'example', file: 'colour.d.ts', url: '/docs/colours' };
const colours: AliasMembers = { alias: colour, values: new Set(['red', 'green', 'blue']) };

async function model() {
  const { ArrayType, IntrinsicType, LiteralType, ReferenceType, UnionType, ProjectReflection, FileRegistry } =
    await import('typedoc');
  const project = new ProjectReflection('test', new FileRegistry());
  const reference = (alias: KeptAlias) =>
    Object.assign(ReferenceType.createBrokenReference(alias.name, project, alias.module), { externalUrl: alias.url });
  const union = (...names: string[]) => new UnionType(names.map((name) => new LiteralType(name)));
  return { ArrayType, IntrinsicType, ReferenceType, UnionType, union, reference };
}

describe('SDK reference: type aliases kept by name', () => {
  it('writes a union of all of an alias’s literals as the alias, linked to its page', async () => {
    const { union, reference } = await model();
    const kept = withAliases(union('blue', 'red', 'green'), [colours], reference);
    assert.equal(kept.type, 'reference');
    assert.equal(kept.stringify('none'), 'Colour');
    assert.equal((kept as unknown as { externalUrl: string }).externalUrl, '/docs/colours');
  });

  it('keeps what a union has beyond the alias’s literals', async () => {
    const { union, reference, IntrinsicType, UnionType } = await model();
    const type = union('red', 'green', 'blue', 'purple');
    type.types.push(new IntrinsicType('undefined'));
    const kept = withAliases(type, [colours], reference);
    assert.ok(kept instanceof UnionType);
    assert.equal(kept.stringify('none'), 'Colour | "purple" | undefined');
  });

  it('leaves a union that lacks one of the alias’s literals', async () => {
    const { union, reference } = await model();
    assert.equal(withAliases(union('red', 'green'), [colours], reference).stringify('none'), '"red" | "green"');
  });

  it('reaches unions inside arrays and type arguments', async () => {
    const { union, reference, ArrayType } = await model();
    const array = new ArrayType(union('red', 'green', 'blue'));
    assert.equal(withAliases(array, [colours], reference).stringify('none'), 'Colour[]');
    const promise = reference({ ...colour, name: 'Promise' });
    promise.typeArguments = [union('red', 'green', 'blue')];
    assert.equal(withAliases(promise, [colours], reference).stringify('none'), 'Promise<Colour>');
  });

  it('reads ResourceType’s members from @medplum/fhirtypes: FHIR’s and Medplum’s resource types', () => {
    const resourceType = KEPT_ALIASES.find((alias) => alias.name === 'ResourceType');
    assert.ok(resourceType, 'ResourceType is kept by name');
    const { values } = aliasMembers(resourceType, root);
    for (const name of ['Patient', 'Observation', 'Bundle', 'Bot', 'Project', 'AccessPolicy']) {
      assert.ok(values.has(name), `${name} is a ResourceType`);
    }
    for (const name of ['Resource', 'DomainResource', 'HumanName']) {
      assert.ok(!values.has(name), `${name} is not a ResourceType`);
    }
  });
});
