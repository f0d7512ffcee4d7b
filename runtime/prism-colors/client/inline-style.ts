/**
 * A code block's line and token props without the inline style that the
 * stylesheet of ../theme.ts already gives them.
 *
 * prism-react-renderer writes each line's and token's theme style on its
 * element: on the SDK class page that was 126 KB of `style` attributes, which
 * the browser parses and cascades one element at a time. A line gets the same
 * values from `.prism-code .token-line`, and a token of one type from
 * `.prism-code .token.<type>`. A token of several types keeps its inline style,
 * since prism-react-renderer merges their styles in the token's own order,
 * which a stylesheet cannot follow; so does an empty token, which holds an
 * empty line open with `display: inline-block`.
 */
import type { CSSProperties } from 'react';

interface Styled {
  style?: CSSProperties;
}

function withoutStyle<P extends Styled>(props: P): P {
  const rest = { ...props };
  delete rest.style;
  return rest;
}

export function linePropsFromStylesheet<P extends Styled>(props: P): P {
  return withoutStyle(props);
}

export function tokenPropsFromStylesheet<P extends Styled>(props: P, token: { types: string[]; empty?: boolean }): P {
  return token.types.length === 1 && !token.empty ? withoutStyle(props) : props;
}
