// `?raw` imports (plugins/source-imports.ts) give a file's text.
declare module '*?raw' {
  const text: string;
  export default text;
}
