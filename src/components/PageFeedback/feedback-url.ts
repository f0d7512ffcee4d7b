/**
 * The prefilled GitHub issue that "Was this page helpful?" opens: the answer
 * and the page's title in the issue title, the page's address in the body.
 * Nothing is sent anywhere until the reader submits the issue on GitHub.
 */
export type Answer = 'helpful' | 'not helpful';

const PROMPTS: Record<Answer, string> = {
  helpful: 'What helped? Is there anything the page could still explain better?',
  'not helpful': 'What were you looking for, and what did the page get wrong or leave out?',
};

export function feedbackIssueUrl(repository: string, answer: Answer, title: string, pageUrl: string): string {
  const query = new URLSearchParams({
    title: `Docs feedback (${answer}): ${title}`,
    body: `Page: ${pageUrl}\n\n${PROMPTS[answer]}\n\n`,
  });
  return `https://github.com/${repository}/issues/new?${query.toString()}`;
}
