import type { Diagnostic, Severity } from './types';

/** JSON pointer segment escaping (RFC 6901). */
export const pointerSegment = (key: string | number): string =>
  typeof key === 'number' ? String(key) : key.includes('~') || key.includes('/') ? key.replace(/~/g, '~0').replace(/\//g, '~1') : key;
/** A count for a diagnostic message, thousands grouped ("100,000"): messages are in one language, whatever the site's. */
export const formatCount = (n: number): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
export const childPointer = (base: string, key: string | number): string => `${base}/${pointerSegment(key)}`;
/** The keys a JSON pointer ("/items/0/a~1b", an ajv instancePath) steps through, unescaped: pointerSegment undone. */
export const pointerKeys = (pointer: string): string[] =>
  pointer
    .split('/')
    .slice(1)
    .map((k) => k.replace(/~1/g, '/').replace(/~0/g, '~'));

export interface Owner {
  component: string;
  uid: string;
}

export class DiagnosticSink {
  readonly list: Diagnostic[] = [];
  add(severity: Severity, owner: Owner, pointer: string, message: string): void {
    this.list.push({ severity, component: owner.component, uid: owner.uid, pointer, message });
  }
}

/**
 * A value named in a message without ever calling its own toString: content may hold objects
 * without a prototype (JSON.parse of "__proto__" keys, Object.create(null)) that String() rejects.
 */
export function describeValue(value: unknown, max = 80): string {
  if (typeof value === 'string') return value.slice(0, max);
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (value === null) return 'null';
  if (value === undefined) return 'undefined';
  return Array.isArray(value) ? 'an array' : typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

/** A resolved blok's `_uid`, or null where it has none (a shared object held as a blok, say). */
export const blokUid = (blok: object | undefined): string | null => {
  const uid = (blok as { _uid?: unknown } | undefined)?._uid;
  return typeof uid === 'string' ? uid : null;
};

export const hasErrors = (diagnostics: readonly Diagnostic[]) => diagnostics.some((d) => d.severity === 'error');

export function formatDiagnostic(d: Diagnostic): string {
  const uid = d.uid ? ` (_uid ${d.uid})` : '';
  return `${d.severity.toUpperCase()} ${d.component}${uid} at ${d.pointer || '/'}: ${d.message}`;
}
