/**
 * The constraints of a type as its snapshot holds them: once per key, with
 * the elements each sits on, own ones before inherited ones. The reference
 * pages list them; the example synthesizer makes examples that satisfy them.
 */
import type { Constraint, TypeInfo } from './definitions';

/** The constraint every element carries (the pages state it once instead of on every row). */
export const UNIVERSAL_CONSTRAINT = 'ele-1';

export interface PageConstraint extends Constraint {
  /** The element paths it sits on, without the type name ('' for the type itself). */
  on: string[];
  /** The type that defines it, when it is not this one. */
  inheritedFrom?: string;
}

/** The constraints of a type, own ones first, each group by key. */
export function pageConstraints(info: TypeInfo): PageConstraint[] {
  const byKey = new Map<string, PageConstraint>();
  for (const element of info.sd.snapshot?.element ?? []) {
    const relative = element.path.slice(info.name.length + 1);
    for (const constraint of element.constraint ?? []) {
      if (constraint.key === UNIVERSAL_CONSTRAINT) continue;
      const known = byKey.get(constraint.key);
      if (known) {
        if (!known.on.includes(relative)) known.on.push(relative);
        continue;
      }
      const source = constraint.source?.split('/').pop();
      const inheritedFrom = source && source !== info.name ? source : undefined;
      byKey.set(constraint.key, { ...constraint, on: [relative], inheritedFrom });
    }
  }
  const keyOrder = (a: PageConstraint, b: PageConstraint) => a.key.localeCompare(b.key, 'en', { numeric: true });
  const all = [...byKey.values()];
  return [...all.filter((c) => !c.inheritedFrom).sort(keyOrder), ...all.filter((c) => c.inheritedFrom).sort(keyOrder)];
}

/** The constraint every element carries, as the definitions state it. */
export function universalConstraint(info: TypeInfo): Constraint | undefined {
  for (const element of info.sd.snapshot?.element ?? []) {
    const found = element.constraint?.find((c) => c.key === UNIVERSAL_CONSTRAINT);
    if (found) return found;
  }
  return undefined;
}
