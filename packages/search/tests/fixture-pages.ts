/** Small built pages for the search unit tests, in the markup Docusaurus writes. */
import type { SourcePage } from '../bench/types';

function page(options: { title: string; tag?: string; body: string; description?: string }): string {
  return `<!doctype html><html lang="en"><head><title>${options.title} | Medplum</title>
<meta name="description" content="${options.description ?? ''}">
<meta name="docsearch:language" content="en">
<meta name="docsearch:docusaurus_tag" content="${options.tag ?? 'docs-default-current'}">
</head><body><nav class="navbar">Products Solutions <a href="/docs/search">Search docs</a></nav>
<main><article><nav class="theme-doc-breadcrumbs">Home</nav><div class="markdown">
<h1>${options.title}</h1>${options.body}</div></article></main><footer>Footer text</footer></body></html>`;
}

function row(id: string, name: string, type: string, text: string): string {
  return `<tr id="${id}"><td class="fhir-name"><a href="#${id}" class="fhir-anchor">${name}</a></td><td>0..1</td><td><code>${type}</code></td><td><details><summary>${text}</summary><div><p>${text}. More detail.</p></div></details></td></tr>`;
}

export const patientPage = page({
  title: 'Patient',
  description: 'Demographics of a person receiving care.',
  body: `<p>The Patient resource holds demographics.</p>
<h2 id="elements">Elements<a class="hash-link" href="#elements">#</a></h2><p>Name, birth date and contacts.</p>
<pre><code>const secret = 'code blocks are not indexed';</code></pre>
<table><tbody>${row('birthDate', 'birthDate', 'date', 'The date of birth for the individual')}
${row('gender', 'gender', 'code', 'Administrative gender')}</tbody></table>
<h2 id="search-parameters">Search parameters</h2>
<table><tbody>${row('search-birthdate', 'birthdate', 'date', 'The patient birth date, Patient.birthDate')}</tbody></table>`,
});

const practitionerPage = page({
  title: 'Practitioner',
  description: 'A person who provides care.',
  body: `<h2 id="elements">Elements</h2><table><tbody>${row('birthDate', 'birthDate', 'date', 'The date of birth of the practitioner')}</tbody></table>`,
});

export const paginationGuide = page({
  title: 'Paginated search',
  description: 'Read large result sets one page at a time.',
  body: `<p>Search results come in pages. See the <a href="/docs/api/fhir/resources/patient#birthDate">Patient birth date</a>.</p>
<h2 id="count">Page size with _count</h2><p>Set _count to choose how many results a page holds.</p>
<h2 id="next">Follow the next link</h2><p>Each Bundle has a next link until the last page.</p>
<h2 id="total">Count the total</h2><p>Ask for the total with _total.</p>
<h2 id="sort">Sort before you paginate</h2><p>Sort results so pages do not overlap.</p>`,
});

const complianceGuide = page({
  title: 'Map SOC 2 controls',
  description: 'How the platform meets the SOC 2 criteria.',
  body: `<h2 id="scope">Scope</h2><p>The SOC 2 report covers security and availability.</p>`,
});

const blogPost = page({
  title: 'Why we paginate search results',
  tag: 'default',
  description: 'A post about paginating searches.',
  body: `<h2 id="story">The story</h2><p>Paginate every search. Pagination keeps pages small.</p>`,
});

export const blogList = page({
  title: 'Blog',
  tag: 'blog_posts_list',
  body: '<p>Listing pages repeat posts: paginate pagination.</p>',
});

const everythingOperation = page({
  title: 'Patient $everything',
  description: 'Fetch a patient and everything about them.',
  body: `<h2 id="endpoint">Endpoint</h2><p>Call $everything on a Patient. Use _include elsewhere.</p>`,
});

export const FIXTURE_SITE: SourcePage[] = [
  { route: '/docs/api/fhir/resources/patient', html: patientPage },
  { route: '/docs/api/fhir/resources/practitioner', html: practitionerPage },
  { route: '/docs/search/paginated-search', html: paginationGuide },
  { route: '/docs/compliance/soc2', html: complianceGuide },
  { route: '/blog/paginate', html: blogPost },
  { route: '/blog', html: blogList },
  { route: '/docs/api/fhir/operations/patient-everything', html: everythingOperation },
];
