// Docusaurus 2.4.1 loads only a JavaScript config, with `require`. The config
// lives in docusaurus.config.ts; this shim registers the tsx require hook so it
// and sidebars.ts (which the docs plugin requires too) load as TypeScript.
require('tsx/cjs/api').register();

// Docusaurus reads `module.exports` itself and does not unwrap an ES default
// export: unwrap it for TypeScript modules whose only export is the default.
const loadTypeScript = require.extensions['.ts'];
require.extensions['.ts'] = (module, filename) => {
  loadTypeScript(module, filename);
  const names = Object.keys(module.exports);
  if (names.length === 1 && names[0] === 'default') module.exports = module.exports.default;
};

module.exports = require('./docusaurus.config.ts');
