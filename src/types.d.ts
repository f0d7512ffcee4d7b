// `?raw` imports (plugins/source-imports.ts) give a file's text.
declare module '*?raw' {
  const text: string;
  export default text;
}

// Prism's language components (prismjs/components/prism-*.js) extend the Prism on `globalThis` and export nothing.
declare module 'prismjs/components/*';
