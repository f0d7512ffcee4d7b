import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { SEARCH_ERROR, SEARCH_INDEX_NOT_BUILT } from '../client/texts';
import SearchFailureMessage, { type SearchFailureMessageProps } from '../theme/SearchBar/SearchFailureMessage';

const render = (props: SearchFailureMessageProps): string =>
  renderToStaticMarkup(React.createElement(SearchFailureMessage, props));

describe('the message of a failed search', () => {
  const classNames = { alert: 'box', title: 'title', help: 'help' };

  it('says the results could not be fetched, in the texts of client/texts.ts or DocSearch’s configured ones', () => {
    assert.equal(
      render({ failure: 'unavailable', classNames }),
      `<div class="box" role="alert"><p class="title">${SEARCH_ERROR.title}</p><p class="help">${SEARCH_ERROR.help}</p></div>`,
    );
    const configured = render({ failure: 'unavailable', classNames, unavailableTexts: { titleText: 'Oops' } });
    assert.ok(configured.includes(`<p class="title">Oops</p><p class="help">${SEARCH_ERROR.help}</p>`), configured);
  });

  it('tells how to build the index under the development server, with both commands in code', () => {
    const html = render({ failure: 'index-not-built', classNames: { alert: 'box', title: 'title' } });
    assert.match(html, new RegExp(`<p class="title">${SEARCH_INDEX_NOT_BUILT.title}</p><p>`));
    for (const command of SEARCH_INDEX_NOT_BUILT.commands) {
      assert.ok(html.includes(`<code style="white-space:nowrap">${command}</code>`), html);
    }
    assert.ok(!html.includes(SEARCH_ERROR.title));
  });
});
