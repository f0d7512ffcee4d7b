/**
 * The copy-link buttons of a FHIR reference page. The generator writes each
 * element row's button as plain markup (one React component per row would
 * weigh on hydration); this component, mounted once per page, handles every
 * button with one delegated click listener and announces the result in a
 * live region. The link it copies is the row's specification-style anchor
 * (`#Patient.birthDate`), the inner span of the row's first cell. Without
 * JavaScript the buttons are hidden (src/css/fhir-reference.css).
 */
import React, { useEffect, useState } from 'react';
import { fragmentOf } from '../fragment';

const SHOWN_MS = 2000;

/** The absolute URL of the row a copy button sits in, or null. */
export function rowUrl(button: Element, location: Location): string | null {
  const id = button.closest('td')?.querySelector('span[id]')?.id;
  return id ? `${location.origin}${location.pathname}#${fragmentOf(id)}` : null;
}

export default function CopyLinks(): JSX.Element {
  const [message, setMessage] = useState('');

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const show = (text: string, button?: Element) => {
      setMessage(text);
      button?.classList.add('fhir-copied');
      clearTimeout(timer);
      timer = setTimeout(() => {
        setMessage('');
        button?.classList.remove('fhir-copied');
      }, SHOWN_MS);
    };
    const onClick = (event: MouseEvent) => {
      const button = event.target instanceof Element ? event.target.closest('button.fhir-copy') : null;
      const url = button && rowUrl(button, window.location);
      if (!button || !url) return;
      navigator.clipboard.writeText(url).then(
        () => show('Link copied', button),
        () => show('The link could not be copied'),
      );
    };
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('click', onClick);
      clearTimeout(timer);
    };
  }, []);

  return (
    <div className="fhir-toast" role="status" aria-live="polite">
      {message}
    </div>
  );
}
