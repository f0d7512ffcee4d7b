import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { lazyComponentCreator, type RouteComponent } from '../client/lazy-route';

/** A stand-in for the stock creator that records which routes it created and which it preloaded. */
function recordingCreator() {
  const created: string[] = [];
  const preloaded: string[] = [];
  const create = (path: string, hash: string): RouteComponent => {
    created.push(`${path}-${hash}`);
    const Page = ({ title }: { title?: string }) => React.createElement('h1', null, `${path}: ${title}`);
    return Object.assign(Page, {
      preload: () => {
        preloaded.push(path);
        return Promise.resolve('loaded');
      },
    }) as RouteComponent;
  };
  return { created, preloaded, creator: lazyComponentCreator(create) };
}

describe('route components created on first use', () => {
  it('creates nothing for the routes of the table until one is used', () => {
    const { created, creator } = recordingCreator();
    const table = ['/a', '/b', '/c'].map((path) => creator(path, '123'));
    assert.equal(table.length, 3);
    assert.deepEqual(created, []);
  });

  it('creates a route once, on preload, and renders what it created with the props it is given', async () => {
    const { created, preloaded, creator } = recordingCreator();
    const Route = creator('/docs/x', 'abc');
    assert.equal(await Route.preload(), 'loaded');
    assert.equal(renderToStaticMarkup(React.createElement(Route, { title: 'X' })), '<h1>/docs/x: X</h1>');
    await Route.preload();
    assert.deepEqual(created, ['/docs/x-abc']);
    assert.deepEqual(preloaded, ['/docs/x', '/docs/x']);
  });

  it('creates a route on first render when nothing preloaded it', () => {
    const { created, creator } = recordingCreator();
    const Route = creator('*', '');
    assert.equal(renderToStaticMarkup(React.createElement(Route, { title: 'lost' })), '<h1>*: lost</h1>');
    renderToStaticMarkup(React.createElement(Route, {}));
    assert.deepEqual(created, ['*-']);
  });
});
