/**
 * Renders the server part of a block's tree now, so that the block's own try/catch covers every
 * server component below it. React has no error boundaries on the server: a child component that
 * throws during a Server Components render would otherwise travel in the RSC stream and fail the
 * whole page (or the build, for a static page). Server components are pure functions of their props
 * (no state, no context), so calling them here, sync or async, gives the same tree React would build.
 *
 * The walk stops at host elements (it continues into their children) and at client references (it
 * continues into the server elements passed to them as props); those are left for React to render.
 * Meeting a client reference is recorded, so the caller knows the block needs a client boundary.
 */
import * as React from 'react';
import { cloneElement, Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';

const CLIENT_REFERENCE = Symbol.for('react.client.reference');
const MEMO = Symbol.for('react.memo');
const FORWARD_REF = Symbol.for('react.forward_ref');
const LAZY = Symbol.for('react.lazy');
/** Deeper trees are left to React from here on (a guard against runaway recursion, not a real limit). */
const MAX_DEPTH = 400;

/**
 * Whether this module runs in a Server Components environment: React's react-server build has no
 * state hooks, and there every 'use client' module is a client reference. Elsewhere (tests rendering
 * with react-dom/server) client components are plain functions that must not be called directly.
 */
export const IN_SERVER_COMPONENTS = typeof (React as { useState?: unknown }).useState !== 'function';

export interface ServerTreeWalk {
  /** Set when the tree holds a client component (it then needs a client-side boundary). */
  client: boolean;
  /** Recognises client references; by default React's own marker. */
  isClientReference?: (type: unknown) => boolean;
}

type Props = Record<string, unknown> & { children?: unknown };
type Thenable = PromiseLike<unknown>;

const isThenable = (v: unknown): v is Thenable => typeof v === 'object' && v !== null && typeof (v as { then?: unknown }).then === 'function';
const tagOf = (type: unknown): unknown =>
  (typeof type === 'object' || typeof type === 'function') && type !== null ? (type as { $$typeof?: unknown }).$$typeof : undefined;
const defaultIsClientReference = (type: unknown) => tagOf(type) === CLIENT_REFERENCE;

/** Renders every server component in `node` now; throws what any of them throws. */
export async function renderServerTree(node: unknown, walk: ServerTreeWalk, depth = 0): Promise<ReactNode> {
  if (isThenable(node)) return renderServerTree(await node, walk, depth);
  if (node === null || node === undefined || typeof node !== 'object') return node as ReactNode;
  if (depth > MAX_DEPTH) return node as ReactNode;
  if (Array.isArray(node)) return Promise.all(node.map((child) => renderServerTree(child, walk, depth + 1)));
  if (!isValidElement(node)) {
    // Other iterables (generators, sets of children) render like arrays.
    if (typeof (node as { [Symbol.iterator]?: unknown })[Symbol.iterator] === 'function') {
      return renderServerTree(Array.from(node as Iterable<unknown>), walk, depth);
    }
    return node as ReactNode;
  }
  return renderElement(node as ReactElement<Props>, walk, depth);
}

async function renderElement(element: ReactElement<Props>, walk: ServerTreeWalk, depth: number): Promise<ReactNode> {
  const { props } = element;
  const type: unknown = element.type;
  const isClient = walk.isClientReference ?? defaultIsClientReference;

  if (typeof type === 'string' || typeof type === 'symbol') {
    // Host elements and React's own (Fragment, Suspense, …): their children may hold server components.
    return withRendered(element, ['children', 'fallback'], walk, depth);
  }
  if (isClient(type)) {
    walk.client = true;
    // Server elements handed to a client component as props are still rendered on the server.
    return withRendered(
      element,
      Object.keys(props).filter((name) => holdsElements(props[name], 0)),
      walk,
      depth,
    );
  }
  const tag = tagOf(type);
  if (tag === MEMO) {
    const inner = (type as { type: unknown }).type;
    return renderElement({ ...element, type: inner } as ReactElement<Props>, walk, depth);
  }
  if (tag === FORWARD_REF) {
    const render = (type as { render: (props: Props, ref: unknown) => unknown }).render;
    return keyed(element, await renderServerTree(render(props, props.ref ?? null), walk, depth + 1));
  }
  if (tag === LAZY) {
    const lazy = type as { _init: (payload: unknown) => unknown; _payload: unknown };
    let resolved: unknown;
    try {
      resolved = lazy._init(lazy._payload);
    } catch (pending) {
      if (!isThenable(pending)) throw pending;
      await pending;
      resolved = lazy._init(lazy._payload);
    }
    return renderElement({ ...element, type: resolved } as ReactElement<Props>, walk, depth);
  }
  if (typeof type === 'function' && !(type as { prototype?: { isReactComponent?: unknown } }).prototype?.isReactComponent) {
    return keyed(element, await renderServerTree((type as (p: Props) => unknown)(props), walk, depth + 1));
  }
  // Anything else (class components, context objects) is React's to render or refuse.
  return element;
}

/** Whether a prop value is an element or a list holding one (other data passes to the client untouched). */
function holdsElements(value: unknown, depth: number): boolean {
  if (isValidElement(value)) return true;
  return Array.isArray(value) && depth < 8 && value.some((v) => holdsElements(v, depth + 1));
}

/** The element with the named props rendered (only those that hold elements change). */
async function withRendered(element: ReactElement<Props>, names: readonly string[], walk: ServerTreeWalk, depth: number): Promise<ReactNode> {
  const changes: Props = {};
  let changed = false;
  for (const name of names) {
    const value = element.props[name];
    if (value === null || typeof value !== 'object') continue;
    const rendered = await renderServerTree(value, walk, depth + 1);
    if (rendered !== value) {
      changes[name] = rendered;
      changed = true;
    }
  }
  if (!changed) return element;
  // Children go back as separate arguments, as JSX wrote them: an array in the children prop would read
  // as a list to React, and static children have no keys.
  const { children, ...rest } = changes;
  if ('children' in changes && Array.isArray(children) && children.length > 0) return cloneElement(element, rest, ...(children as ReactNode[]));
  return cloneElement(element, changes);
}

/** A component's output keeps the component's key, so lists stay keyed once components are gone. */
function keyed(element: ReactElement, output: ReactNode): ReactNode {
  return element.key === null ? output : <Fragment key={element.key}>{output}</Fragment>;
}
