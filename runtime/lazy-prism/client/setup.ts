/**
 * Prism with the site's additional languages, and the component that renders
 * with it. Loaded on its own (client/prism.ts): nothing a page runs at first
 * load imports this module.
 */
import Highlight, { Prism } from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';

// Adding a language twice is harmless: the server build's stock client
// module has already run this, and each language module registers once.
prismIncludeLanguages(Prism);

export { Highlight, Prism };
