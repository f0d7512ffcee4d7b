/**
 * Type aliases of other packages that the SDK reference names instead of
 * writing them out. TypeDoc converts a signature's parameter and type
 * parameter types from the checker's types, and an alias of
 * @medplum/fhirtypes such as `ResourceType` (`Resource['resourceType']`)
 * arrives as the union it resolves to: 160 string literals in every signature
 * that takes a resource type, fourteen times on the MedplumClient page. Here
 * each such union in TypeDoc's model becomes a reference to the alias again,
 * linked to the page that lists its members.
 */
import path from 'node:path';
import ts from 'typescript';
import type { ProjectReflection, ReferenceType, SomeType } from 'typedoc';

export interface KeptAlias {
  /** The alias's name, as @medplum/core's declarations write it. */
  name: string;
  /** The package that declares it. */
  module: string;
  /** Its declaration file, inside the package. */
  file: string;
  /** Where its name links to: the page that lists what it stands for. */
  url: string;
}

export const KEPT_ALIASES: readonly KeptAlias[] = [
  {
    name: 'ResourceType',
    module: '@medplum/fhirtypes',
    file: 'dist/ResourceType.d.ts',
    url: '/docs/api/fhir/resources',
  },
];

/** An alias and the string literals its union is made of. */
export interface AliasMembers {
  alias: KeptAlias;
  values: ReadonlySet<string>;
}

/** The string literals of a union type alias, as TypeScript resolves it in its declaration file. */
export function aliasMembers(alias: KeptAlias, siteDir: string): AliasMembers {
  const file = path.join(siteDir, 'node_modules', alias.module, alias.file);
  const program = ts.createProgram([file], { noEmit: true, skipLibCheck: true, types: [] });
  const checker = program.getTypeChecker();
  const declaration = program
    .getSourceFile(file)
    ?.statements.find(
      (node): node is ts.TypeAliasDeclaration => ts.isTypeAliasDeclaration(node) && node.name.text === alias.name,
    );
  if (!declaration) throw new Error(`[sdk-reference] No type alias ${alias.name} in ${file}`);
  const type = checker.getTypeAtLocation(declaration.name);
  const members = type.isUnion() ? type.types : [type];
  if (!members.every((member) => member.isStringLiteral())) {
    throw new Error(`[sdk-reference] ${alias.name} in ${file} is not a union of string literals`);
  }
  return { alias, values: new Set(members.map((member) => (member as ts.StringLiteralType).value)) };
}

/** A type of TypeDoc's model: every type has a string `type` naming its kind. */
function isType(value: unknown): value is SomeType {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
}

/** Replaces each field of `holder` that holds a type, or a list of types, with `map` of it. */
function mapTypeFields(holder: object, map: (type: SomeType) => SomeType): void {
  const record = holder as Record<string, unknown>;
  for (const [key, value] of Object.entries(record)) {
    if (isType(value)) record[key] = map(value);
    else if (Array.isArray(value) && value.length > 0 && value.every(isType)) record[key] = value.map(map);
  }
}

/**
 * The type with every union that holds all of an alias's literals written
 * with the alias instead (what the union has beyond them stays), in the
 * type's parts too. `reference` makes the alias's reference.
 */
export function withAliases(
  type: SomeType,
  aliases: readonly AliasMembers[],
  reference: (alias: KeptAlias) => ReferenceType,
): SomeType {
  if (type.type === 'union') {
    for (const { alias, values } of aliases) {
      const literal = (part: SomeType) =>
        part.type === 'literal' && typeof part.value === 'string' && values.has(part.value);
      if (type.types.filter(literal).length !== values.size) continue;
      const rest = type.types.filter((part) => !literal(part));
      if (rest.length === 0) return reference(alias);
      type.types = [reference(alias), ...rest];
    }
  }
  // Arrays, references' type arguments, tuples, intersections, object literals' members...
  mapTypeFields(type, (part) => withAliases(part, aliases, reference));
  return type;
}

/** Writes the aliases back into every type of the project: parameters, type parameters, properties, returns. */
export function keepAliases(
  project: ProjectReflection,
  aliases: readonly AliasMembers[],
  reference: (alias: KeptAlias) => ReferenceType,
): void {
  for (const reflection of Object.values(project.reflections)) {
    mapTypeFields(reflection, (type) => withAliases(type, aliases, reference));
  }
}
