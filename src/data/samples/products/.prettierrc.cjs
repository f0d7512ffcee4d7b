// The product pages show these files as they are written. The site's Prettier
// settings apply, except that a call whose arguments span several lines keeps
// no trailing comma after the last one, as the examples were published.
module.exports = { ...require('../../../../.prettierrc.json'), trailingComma: 'es5' };
