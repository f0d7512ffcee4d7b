/**
 * The Try buttons of a FHIR reference page. The generator writes one button
 * per search parameter and constraint row as plain markup (a React component
 * per row would weigh on hydration); this component, mounted once per page,
 * handles them all with one delegated listener, and loads the dialog that runs
 * the expression (TryDialog) on the first click only. Without JavaScript the
 * buttons are hidden (src/css/fhir-reference.css).
 */
import React, { type ComponentType, useCallback, useEffect, useRef, useState } from 'react';
import type { TryDialogProps, TryTarget } from './TryDialog';

/** What a Try button asks for, from its data attributes and its row's expression. */
export function targetOf(button: HTMLElement, type: string): TryTarget | null {
  const expression = button.closest('tr')?.querySelector('td:last-child code')?.textContent?.trim();
  const name = button.dataset.name;
  if (!expression || !name) return null;
  if (button.dataset.try === 'constraint') {
    const on = (button.dataset.on ?? type).split(' ').filter(Boolean);
    return { kind: 'constraint', name, expression, on };
  }
  return { kind: 'values', name, expression };
}

export default function TryButtons({ type }: { type: string }): JSX.Element | null {
  const [Dialog, setDialog] = useState<ComponentType<TryDialogProps> | null>(null);
  const [target, setTarget] = useState<TryTarget | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const button = event.target instanceof Element ? event.target.closest<HTMLElement>('button.fhir-try') : null;
      const found = button && targetOf(button, type);
      if (!button || !found) return;
      opener.current = button;
      import('./TryDialog').then(
        (module) => {
          setDialog(() => module.default);
          setTarget(found);
        },
        () => {
          button.setAttribute('aria-disabled', 'true');
          button.title = 'The tool could not load. Reload the page to try again.';
        },
      );
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [type]);

  const close = useCallback((returnFocus = true) => {
    setTarget(null);
    if (returnFocus) opener.current?.focus();
  }, []);

  return Dialog && target ? <Dialog type={type} target={target} onClose={close} /> : null;
}
