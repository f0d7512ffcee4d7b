import React, { createContext, useContext, type ReactNode } from 'react';
import clsx from 'clsx';
import styles from './parts.module.css';

/**
 * Building blocks of the product and solution illustrations: hand-written SVG
 * whose colours come from the site's CSS variables, so each one works in both
 * colour modes. Boxes are sized by hand to leave at least 8 px around their
 * text; tests/e2e/marketing.spec.ts measures it.
 */

const ArrowId = createContext('arrow');

export interface FigureProps {
  /** Unique on the page: prefixes the ids of the title and the arrow head. */
  id: string;
  /** What the picture shows, read out by screen readers. */
  title: string;
  height?: number;
  children: ReactNode;
}

/** The SVG element: 480 units wide, an accessible name and an arrow-head marker. */
export function Figure({ id, title, height = 300, children }: FigureProps): JSX.Element {
  return (
    <svg
      className={styles.figure}
      viewBox={`0 0 480 ${height}`}
      role="img"
      aria-labelledby={`${id}-title`}
      data-illustration={id}
    >
      <title id={`${id}-title`}>{title}</title>
      <defs>
        <marker
          id={`${id}-arrow`}
          viewBox="0 0 10 10"
          refX="9"
          refY="5"
          markerWidth="7"
          markerHeight="7"
          orient="auto-start-reverse"
        >
          <path className={styles.arrowHead} d="M0 0L10 5L0 10z" />
        </marker>
      </defs>
      <ArrowId.Provider value={`${id}-arrow`}>{children}</ArrowId.Provider>
    </svg>
  );
}

type NodeKind = 'plain' | 'resource' | 'accent' | 'muted';

export interface NodeProps {
  x: number;
  y: number;
  w: number;
  h?: number;
  label: string;
  /** A second, smaller line under the label. */
  sub?: string;
  kind?: NodeKind;
}

/** A box with one or two centred lines of text. */
export function Node({ x, y, w, h = 40, label, sub, kind = 'plain' }: NodeProps): JSX.Element {
  const cx = x + w / 2;
  const cy = y + h / 2;
  return (
    <g className={clsx(styles.node, kind !== 'plain' && styles[kind])} data-box="">
      <rect x={x} y={y} width={w} height={h} rx={8} />
      <text className={styles.label} x={cx} y={sub ? cy - 8 : cy}>
        {label}
      </text>
      {sub && (
        <text className={styles.sub} x={cx} y={cy + 10}>
          {sub}
        </text>
      )}
    </g>
  );
}

/** A FHIR resource type, in code type. */
export function Resource(props: Omit<NodeProps, 'kind'>): JSX.Element {
  return <Node {...props} kind="resource" />;
}

/** A line with an arrow head at its end; `d` is an SVG path. */
export function Arrow({ d, both = false }: { d: string; both?: boolean }): JSX.Element {
  const marker = `url(#${useContext(ArrowId)})`;
  return <path className={styles.arrow} d={d} markerEnd={marker} markerStart={both ? marker : undefined} />;
}

/** A short caption beside an arrow or under a group. */
export function Note({
  x,
  y,
  children,
  anchor = 'middle',
}: {
  x: number;
  y: number;
  children: string;
  anchor?: 'start' | 'middle' | 'end';
}): JSX.Element {
  return (
    <text className={styles.note} x={x} y={y} textAnchor={anchor}>
      {children}
    </text>
  );
}

/** The outline of a screen: a window with a title bar, for sketches of an app. */
export function Screen({ x, y, w, h }: { x: number; y: number; w: number; h: number }): JSX.Element {
  return (
    <g aria-hidden="true">
      <rect className={styles.frame} x={x} y={y} width={w} height={h} rx={10} />
      <circle className={styles.dot} cx={x + 14} cy={y + 13} r={3} />
      <circle className={styles.dot} cx={x + 25} cy={y + 13} r={3} />
      <circle className={styles.dot} cx={x + 36} cy={y + 13} r={3} />
    </g>
  );
}

/** A grey bar standing for a line of text or a form field in a sketch. */
export function Bar({ x, y, w, h = 8 }: { x: number; y: number; w: number; h?: number }): JSX.Element {
  return <rect className={styles.bar} x={x} y={y} width={w} height={h} rx={h / 2} />;
}
