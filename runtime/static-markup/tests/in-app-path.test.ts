import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type Click, inAppPath } from '../client/in-app-path';
import { contentKey } from '../client/content-key';

const here = { origin: 'https://www.medplum.com', pathname: '/docs/api/fhir/resources/patient', search: '' };
const plainClick: Click = {
  button: 0,
  defaultPrevented: false,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
};
const link = (href: string, extra: { target?: string; download?: boolean } = {}) => ({
  href,
  target: extra.target ?? '',
  download: extra.download ?? false,
});

describe('which link clicks the app handles', () => {
  it('handles a plain click on another page of the site, keeping its query and fragment', () => {
    assert.equal(
      inAppPath(plainClick, link('https://www.medplum.com/docs/api/fhir/datatypes/humanname#HumanName.given'), here),
      '/docs/api/fhir/datatypes/humanname#HumanName.given',
    );
    assert.equal(inAppPath(plainClick, link('/search?q=patient'), here), '/search?q=patient');
  });

  it('leaves the browser to open new tabs, other buttons, modified and already handled clicks', () => {
    const target = link('/docs/sdk');
    for (const key of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const) {
      assert.equal(inAppPath({ ...plainClick, [key]: true }, target, here), null, key);
    }
    assert.equal(inAppPath({ ...plainClick, button: 1 }, target, here), null);
    assert.equal(inAppPath({ ...plainClick, defaultPrevented: true }, target, here), null);
    assert.equal(inAppPath(plainClick, link('/docs/sdk', { target: '_blank' }), here), null);
    assert.equal(inAppPath(plainClick, link('/docs/sdk', { target: '_self' }), here), '/docs/sdk');
    assert.equal(inAppPath(plainClick, link('/docs/sdk', { download: true }), here), null);
  });

  it('leaves other sites, files and fragments of the same page to the browser', () => {
    assert.equal(inAppPath(plainClick, link('https://hl7.org/fhir/R4/patient.html'), here), null);
    assert.equal(inAppPath(plainClick, link('/llms.txt'), here), null);
    assert.equal(inAppPath(plainClick, link(`${here.pathname}#Patient.birthDate`), here), null);
    assert.equal(inAppPath(plainClick, link('http://[bad'), here), null);
  });
});

describe('content keys', () => {
  it('are stable, short, and differ when the content differs', () => {
    const key = contentKey('["ts",false,{},"const a = 1;"]');
    assert.equal(key, contentKey('["ts",false,{},"const a = 1;"]'));
    assert.match(key, /^[0-9a-z]+-[0-9a-z]+$/);
    const keys = new Set(Array.from({ length: 5000 }, (_, index) => contentKey(`line ${index}\n`)));
    assert.equal(keys.size, 5000);
    assert.notEqual(contentKey('ab'), contentKey('ba'));
  });
});
