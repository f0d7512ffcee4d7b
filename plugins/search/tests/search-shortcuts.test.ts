import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { shortcutAction } from '../theme/SearchBar/searchShortcuts';

const press = (key: string, modifiers: { ctrlKey?: boolean; metaKey?: boolean; altKey?: boolean } = {}) => ({
  key,
  ctrlKey: modifiers.ctrlKey ?? false,
  metaKey: modifiers.metaKey ?? false,
  altKey: modifiers.altKey ?? false,
});
const closed = { isOpen: false, typing: false, onSearchButton: false };
const open = { ...closed, isOpen: true };

describe('search keyboard shortcuts', () => {
  it('Ctrl+K and Cmd+K open the modal and close it again, even from a field', () => {
    for (const modifier of [{ ctrlKey: true }, { metaKey: true }]) {
      assert.equal(shortcutAction(press('k', modifier), closed), 'open');
      assert.equal(shortcutAction(press('K', modifier), { ...closed, typing: true }), 'open');
      assert.equal(shortcutAction(press('k', modifier), open), 'close');
    }
    assert.equal(shortcutAction(press('k'), closed), null);
  });

  it('/ opens the modal unless the reader is typing in a field', () => {
    assert.equal(shortcutAction(press('/'), closed), 'open');
    assert.equal(shortcutAction(press('/'), { ...closed, typing: true }), null);
    assert.equal(shortcutAction(press('/'), open), null);
  });

  it('Escape closes the open modal and does nothing otherwise', () => {
    assert.equal(shortcutAction(press('Escape'), open), 'close');
    assert.equal(shortcutAction(press('Escape'), closed), null);
  });

  it('a letter or digit typed on the search button starts the query; other keys do not', () => {
    const onButton = { ...closed, onSearchButton: true };
    assert.equal(shortcutAction(press('p'), onButton), 'input');
    assert.equal(shortcutAction(press('7'), onButton), 'input');
    assert.equal(shortcutAction(press('Tab'), onButton), null);
    assert.equal(shortcutAction(press('p', { altKey: true }), onButton), null);
    assert.equal(shortcutAction(press('p'), closed), null);
  });
});
