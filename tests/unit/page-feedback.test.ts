import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { feedbackIssueUrl } from '../../src/components/PageFeedback/feedback-url';

describe('feedbackIssueUrl', () => {
  it('opens a new issue in the repository with the answer, the title and the page address', () => {
    const url = new URL(
      feedbackIssueUrl(
        'medplum/medplum-website',
        'not helpful',
        'Client credentials & "tokens"',
        'https://www.medplum.com/docs/auth/client-credentials',
      ),
    );
    assert.equal(url.origin + url.pathname, 'https://github.com/medplum/medplum-website/issues/new');
    assert.equal(url.searchParams.get('title'), 'Docs feedback (not helpful): Client credentials & "tokens"');
    const body = url.searchParams.get('body') ?? '';
    assert.ok(body.startsWith('Page: https://www.medplum.com/docs/auth/client-credentials\n'), body);
    assert.match(body, /what did the page get wrong/);
    assert.deepEqual([...url.searchParams.keys()], ['title', 'body']);
  });

  it('asks a different question of readers the page helped', () => {
    const url = new URL(feedbackIssueUrl('o/r', 'helpful', 'T', 'https://www.medplum.com/docs'));
    assert.equal(url.searchParams.get('title'), 'Docs feedback (helpful): T');
    assert.match(url.searchParams.get('body') ?? '', /What helped\?/);
  });
});
