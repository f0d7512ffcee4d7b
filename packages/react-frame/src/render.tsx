/**
 * How the frame renders a sample that exports a component and renders
 * nothing itself: inside MantineProvider and MedplumProvider, as the guides
 * say to render it, with a client signed in to the in-memory server with the
 * samples' credentials, and an error boundary that reports what failed.
 */
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { getDisplayString, getReferenceString, normalizeErrorString } from '@medplum/core';
import { MedplumProvider } from '@medplum/react';
import type { Resource } from '@medplum/fhirtypes';
import { Component, type ComponentType, type ReactNode } from 'react';
import type { Root } from 'react-dom/client';
import { FrameClient } from './frame-client';
import { PRINTED_CALL } from './protocol';

/** An argument of a printed call: a resource by its reference, anything else as JSON. */
function describe(value: unknown): string {
  const resource = value as Partial<Resource> | null | undefined;
  if (typeof resource?.resourceType === 'string' && resource.id) return getReferenceString(resource as Resource);
  return JSON.stringify(value) ?? String(value);
}

/** The props with each PRINTED_CALL value made a function that prints its call: `onSelect(Patient/…)`. */
function withPrintedCalls(props: Record<string, unknown>, print: (text: string) => void): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(props).map(([name, value]) => [
      name,
      value === PRINTED_CALL ? (...args: unknown[]) => print(`${name}(${args.map(describe).join(', ')})`) : value,
    ]),
  );
}

/** The component a sample's module exports: its default export, or else its first exported function named like one. */
export function exportedComponent(
  exports: Record<string, unknown>,
): { name: string; component: ComponentType<Record<string, unknown>> } | undefined {
  const candidates = Object.entries(exports).filter(
    ([name, value]) => typeof value === 'function' && (name === 'default' || /^[A-Z]/.test(name)),
  );
  const [name, value] = candidates.find(([key]) => key === 'default') ?? candidates[0] ?? [];
  if (!name) return undefined;
  const component = value as ComponentType<Record<string, unknown>>;
  return { name: name === 'default' ? component.name || 'default' : name, component };
}

class Boundary extends Component<{ onError: (text: string) => void; children: ReactNode }, { failed?: string }> {
  state: { failed?: string } = {};

  static getDerivedStateFromError(error: unknown): { failed: string } {
    return { failed: normalizeErrorString(error) };
  }

  componentDidCatch(error: unknown): void {
    this.props.onError(normalizeErrorString(error));
  }

  render(): ReactNode {
    return this.state.failed ? <p role="alert">The component failed: {this.state.failed}</p> : this.props.children;
  }
}

/** Signs a client in with the samples' credentials and renders `component` with `props`; returns who is signed in. */
export async function renderComponent(
  root: Root,
  component: ComponentType<Record<string, unknown>>,
  props: Record<string, unknown>,
  options: {
    clientId: string;
    clientSecret: string;
    colorScheme: 'light' | 'dark';
    onError: (text: string) => void;
    print: (text: string) => void;
  },
): Promise<string> {
  const medplum = new FrameClient();
  const profile = await medplum.startClientLogin(options.clientId, options.clientSecret);
  const Rendered = component;
  root.render(
    <MantineProvider withGlobalStyles withNormalizeCSS theme={{ colorScheme: options.colorScheme }}>
      <Notifications />
      <MedplumProvider medplum={medplum}>
        <Boundary onError={options.onError}>
          <Rendered {...withPrintedCalls(props, options.print)} />
        </Boundary>
      </MedplumProvider>
    </MantineProvider>,
  );
  return getDisplayString(profile);
}
