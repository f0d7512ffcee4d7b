/**
 * Fixture markup as Docusaurus 2.4's classic theme writes it (copied in
 * shape from the build: the same elements and class names, hashed suffixes
 * included), for the converter's unit tests.
 */

const tokenLine = (...tokens: string[]) =>
  `<span class="token-line" style="color:#393A34">${tokens.join('')}<br></span>`;
const token = (kind: string, text: string) => `<span class="token ${kind}">${text}</span>`;

/** A Prism code block with a title, line numbers and a copy button. */
export const CODE_BLOCK = `
<div class="language-ts codeBlockContainer_Ckt0 theme-code-block">
  <div class="codeBlockContent_biex">
    <div class="codeBlockTitle_Ktv7">bot.ts</div>
    <pre tabindex="0" class="prism-code language-ts codeBlock_bY9V thin-scrollbar"><code class="codeBlockLines_e6Vv codeBlockLinesWithNumbering_o6Pm">${tokenLine(
      '<span class="codeLineNumber_Tfdd">1</span>',
      token('keyword', 'const'),
      token('plain', ' a = '),
      token('string', '&#x27;&lt;b&gt;&#x27;'),
      ';',
    )}${tokenLine('<span class="codeLineNumber_Tfdd">2</span>', token('plain', '  // ```'))}</code></pre>
    <div class="buttonGroup__atx"><button type="button" aria-label="Copy code to clipboard" class="clean-btn">Copy</button></div>
  </div>
</div>`;

export const TABS = `
<div class="tabs-container tabList__CuJ">
  <ul role="tablist" aria-orientation="horizontal" class="tabs">
    <li role="tab" tabindex="0" aria-selected="true" class="tabs__item tabItem_LNqP tabs__item--active">TypeScript</li>
    <li role="tab" tabindex="-1" aria-selected="false" class="tabs__item tabItem_LNqP">curl</li>
  </ul>
  <div class="margin-top--md">
    <div role="tabpanel" class="panel_YuNc"><p>First panel.</p></div>
    <div role="tabpanel" class="panel_YuNc" hidden=""><div class="language-bash codeBlockContainer_Ckt0 theme-code-block"><div class="codeBlockContent_biex"><pre class="prism-code language-bash codeBlock_bY9V"><code class="codeBlockLines_e6Vv">${tokenLine(
      token('plain', 'curl https://api.medplum.com/'),
    )}</code></pre></div></div></div>
  </div>
</div>`;

export const ADMONITION = `
<div class="theme-admonition theme-admonition-tip alert alert--success admonition_LlT9">
  <div class="admonitionHeading_tbUL"><span class="admonitionIcon_kALy"><svg viewBox="0 0 12 16"><path d="M0 0"></path></svg></span>tip</div>
  <div class="admonitionContent_S0QG"><p>Use a <strong>sandbox</strong> project.</p><p>Second paragraph.</p></div>
</div>`;

export const DETAILS = `
<details class="details_lb9f alert alert--info details_b_Ee" data-collapsed="true">
  <summary>Why two steps?</summary>
  <div><div class="collapsibleContent_i85q"><p>Because the token expires.</p></div></div>
</details>`;

export const TABLE = `
<table>
  <thead><tr><th>Name</th><th>Values</th></tr></thead>
  <tbody>
    <tr><td><code>status</code></td><td><ul><li>final</li><li>amended | corrected</li></ul></td></tr>
    <tr><td>multi<br>line</td><td><p>One.</p><p>Two.</p></td></tr>
  </tbody>
</table>`;

/** A nested row of a FHIR reference table, with a collapsed description. */
export const FHIR_TABLE = `
<table><thead><tr><th>Name</th><th>Card.</th><th>Description</th></tr></thead><tbody>
<tr id="contact.name"><td class="fhir-name fhir-depth-1"><a href="#contact.name" class="fhir-anchor">name</a></td><td class="fhir-card">0..*</td>
<td><details class="details_lb9f"><summary>A name</summary><div><div><p>The name of the contact.</p></div></div></details></td></tr>
</tbody></table>`;

export const HEADING = `<h2 class="anchor anchorWithStickyNavbar_LWe7" id="get-a-token">Get a token<a href="#get-a-token" class="hash-link" aria-label="Direct link to Get a token" title="Direct link to Get a token">&#8203;</a></h2>`;

export const LINKS = `<p>See <a href="../search/basic-search">search</a>, <a href="#get-a-token">this section</a>,
<a href="/docs/api">the API</a> and <a href="https://hl7.org/fhir/">FHIR</a>. <img src="/img/diagram.svg" alt="A [diagram]"></p>`;

export const HOSTILE = `<p>Text that says &lt;script&gt;alert(1)&lt;/script&gt; and *stars* and [brackets](x) and &lt;Tabs&gt;.</p>
<script>window.evil = true</script><p>After.</p>`;

/** The page around some content, as a doc page holds it. */
export function docPage(content: string): string {
  return `<!doctype html><html><head><title>Page</title></head><body>
<nav class="navbar">Navbar <a href="/docs">Docs</a></nav>
<main><article><nav class="theme-doc-breadcrumbs" aria-label="Breadcrumbs">Home</nav>
<div class="theme-doc-markdown markdown"><header><h1>Page title</h1></header>${content}</div>
<footer class="theme-doc-footer"><a class="theme-edit-this-page" href="https://github.com/x">Edit this page</a></footer>
</article><nav class="pagination-nav">Next</nav></main></body></html>`;
}
