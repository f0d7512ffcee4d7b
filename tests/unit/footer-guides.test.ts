import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { badgeAlt, badgeTitle, footer } from '../../config/footer';

const root = path.resolve(__dirname, '..', '..');
/** Words that would make a footer image read as a certification, a seal or an audit result. */
const CLAIM = /certif(?:ied|icate)|complian(?:t|ce)\b|accredit|approved|audited|attest|seal/i;

describe('footer compliance guides', () => {
  const group = footer.links.find((column) => 'items' in column && column.items.some((item) => 'badge' in item));
  const items = group && 'items' in group ? group.items.filter((item) => typeof item.badge === 'string') : [];

  it('the group is titled as guides and holds the four guide images', () => {
    assert.ok(group && 'title' in group, 'no footer group has badge images');
    assert.match(String(group.title), /\bguides\b/i);
    assert.equal(items.length, 4);
  });

  for (const item of items) {
    const label = String(item.label);
    it(`${label}: the image, its text alternative and its tooltip say "guide", and claim nothing`, () => {
      assert.match(String(item.to), /^\/docs\/compliance\//);
      assert.match(badgeAlt(label), /\bguide\b/i);
      assert.doesNotMatch(badgeAlt(label), CLAIM);
      assert.match(badgeTitle(label), /\bguide\b/i);

      const svg = readFileSync(path.join(root, 'static', String(item.badge)), 'utf8');
      const ariaLabel = /aria-label="([^"]*)"/.exec(svg)?.[1] ?? '';
      const texts = [...svg.matchAll(/<text\b[^>]*>([^<]*)<\/text>/g)].map((match) => match[1]);
      assert.match(ariaLabel, /\bguide\b/i, 'aria-label');
      assert.ok(
        texts.some((text) => /\bguide\b/i.test(text)),
        `no text of the image says "guide": ${texts.join(' / ')}`,
      );
      for (const text of [ariaLabel, ...texts]) assert.doesNotMatch(text, CLAIM);
    });
  }
});
