/** Every text of the Markdown toolbar (the browser test reads them too). */
export const TOOLBAR_TEXTS = {
  label: 'This page as Markdown',
  copy: 'Copy page',
  copying: 'Copying…',
  copied: 'Copied',
  view: 'View as Markdown',
  copyTitle: 'Copy this page as Markdown, for an AI assistant or your notes',
  failed: 'Could not copy the page. Open it with “View as Markdown” instead.',
} as const;
