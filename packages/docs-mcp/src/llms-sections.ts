/**
 * The sections of the site's `llms.txt` (its list of pages by section of the
 * docs, with one line of description each), which the endpoint offers as
 * resources: an assistant reads a section's list, then fetches the pages it
 * needs with `get_page`.
 */

export interface LlmsSection {
  /** The section's heading, slugged: `getting-started`. */
  slug: string;
  /** The section's heading: `Getting started`. */
  name: string;
  /** The heading and the section's list, as Markdown. */
  text: string;
}

/** The `## ` sections of an llms.txt file, in order; the preamble above the first is left out. */
export function llmsSections(text: string): LlmsSection[] {
  const sections: LlmsSection[] = [];
  const parts = text.split(/^(?=## )/m).slice(1);
  const seen = new Set<string>();
  for (const part of parts) {
    const name = part.slice(3, part.indexOf('\n') === -1 ? undefined : part.indexOf('\n')).trim();
    let slug = name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    while (seen.has(slug)) slug += '-2';
    seen.add(slug);
    sections.push({ slug, name, text: part.trim() + '\n' });
  }
  return sections;
}
