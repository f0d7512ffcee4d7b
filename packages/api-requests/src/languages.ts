/** The six languages as a page shows them, apart from the generators so that a page can name them cheaply. */

export type SnippetLanguage = 'typescript' | 'curl' | 'python' | 'csharp' | 'java' | 'go';

/** In the order the page shows them, with each one's tab label and Prism language. */
export const SNIPPET_LANGUAGES: readonly { id: SnippetLanguage; label: string; prism: string }[] = [
  { id: 'typescript', label: 'TypeScript', prism: 'typescript' },
  { id: 'curl', label: 'curl', prism: 'bash' },
  { id: 'python', label: 'Python', prism: 'python' },
  { id: 'csharp', label: 'C#', prism: 'csharp' },
  { id: 'java', label: 'Java', prism: 'java' },
  { id: 'go', label: 'Go', prism: 'go' },
];
