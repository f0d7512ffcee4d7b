import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { HelmetProvider } from 'react-helmet-async';
import Head from '../client/Head';
import { hydrationDone, isHydrating } from '../client/hydration';

type HelmetContext = { helmet?: { title: { toString(): string } } };

function render(): HelmetContext {
  const context: HelmetContext = {};
  const title = React.createElement('title', null, 'Access control');
  renderToStaticMarkup(React.createElement(HelmetProvider, { context }, React.createElement(Head, null, title)));
  return context;
}

// One test, in order: the hydration flag is module state and only goes one way.
describe('Head in the browser build', () => {
  it('renders no Helmet while the page hydrates, and renders it at once after', () => {
    assert.equal(isHydrating(), true);
    assert.equal(render().helmet?.title.toString() ?? '', '<title data-rh="true"></title>');

    hydrationDone();
    assert.equal(isHydrating(), false);
    assert.equal(render().helmet?.title.toString(), '<title data-rh="true">Access control</title>');
  });
});
