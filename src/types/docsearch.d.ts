// @docsearch/react 3.9 ships these entry points without type declarations;
// the theme imports them to load the modal and its styles on demand.
declare module '@docsearch/react/modal' {
  export { DocSearchModal } from '@docsearch/react';
}
declare module '@docsearch/react/style';
