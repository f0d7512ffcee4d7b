/** Text whose `backtick` spans render as <code>; everything else as text, never as markup. */
import React from 'react';

export default function InlineCode({ text }: { text: string }): JSX.Element {
  return (
    <>
      {text
        .split(/(`[^`]+`)/)
        .map((part, index) =>
          part.length > 2 && part.startsWith('`') && part.endsWith('`') ? (
            <code key={index}>{part.slice(1, -1)}</code>
          ) : (
            <React.Fragment key={index}>{part}</React.Fragment>
          ),
        )}
    </>
  );
}
