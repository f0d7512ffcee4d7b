import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { parseOptions } from '../../server/options';

describe('server options', () => {
  it('defaults to loopback port 3000 and the build folder, not behind TLS', () => {
    assert.deepEqual(parseOptions([]), { host: '127.0.0.1', port: 3000, dir: 'build', behindTls: false });
  });

  it('reads --host, --port and --dir in both spellings, and --behind-tls', () => {
    assert.deepEqual(parseOptions(['--host', '0.0.0.0', '--port=8080', '--dir', 'out', '--behind-tls']), {
      host: '0.0.0.0',
      port: 8080,
      dir: 'out',
      behindTls: true,
    });
  });

  it('falls back to HOST, PORT and BEHIND_TLS from the environment, flags first', () => {
    assert.deepEqual(parseOptions([], { HOST: '::1', PORT: '4000', BEHIND_TLS: 'true' }), {
      host: '::1',
      port: 4000,
      dir: 'build',
      behindTls: true,
    });
    assert.equal(parseOptions(['--port', '5000'], { PORT: '4000' }).port, 5000);
    assert.equal(parseOptions([], { BEHIND_TLS: '1' }).behindTls, true);
    assert.equal(parseOptions([], { BEHIND_TLS: 'no' }).behindTls, false);
  });

  it('rejects a bad port, a missing value and unknown flags with a usage line', () => {
    assert.throws(() => parseOptions(['--port', 'eighty']), /Invalid port "eighty".*Usage: serve/);
    assert.throws(() => parseOptions(['--port', '70000']), /Invalid port "70000"/);
    assert.throws(() => parseOptions(['--host']), /Missing value for --host/);
    assert.throws(() => parseOptions(['--verbose']), /Unknown argument "--verbose"/);
    assert.throws(() => parseOptions(['--behind-tls=yes']), /Unknown argument "--behind-tls=yes"/);
  });

  it('names the argument it refuses, whatever parseArgs calls it', () => {
    assert.throws(() => parseOptions(['build']), /Unknown argument "build".*Usage: serve/);
    assert.throws(() => parseOptions(['-p', '80']), /Unknown argument "-p"/);
    assert.throws(() => parseOptions(['--verbose=3']), /Unknown argument "--verbose=3"/);
    assert.throws(() => parseOptions(['--', '--port', '80']), /Unknown argument "--port"/);
  });

  it('treats an empty value, or another option where the value belongs, as a missing value', () => {
    assert.throws(() => parseOptions(['--port=']), /Missing value for --port.*Usage: serve/);
    assert.throws(() => parseOptions(['--dir=']), /Missing value for --dir/);
    assert.throws(() => parseOptions(['--host', '--port', '80']), /Missing value for --host/);
    assert.throws(() => parseOptions(['--port=-1']), /Invalid port "-1"/);
  });

  it('accepts a lone option terminator and lets a repeated option override the earlier one', () => {
    assert.deepEqual(parseOptions(['--']), parseOptions([]));
    assert.equal(parseOptions(['--port', '4000', '--port=5000']).port, 5000);
  });
});
