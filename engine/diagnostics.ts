import type { Diagnostic, Severity } from './types';

/** JSON pointer segment escaping (RFC 6901). */
export const pointerSegment = (key: string | number): string => String(key).replace(/~/g, '~0').replace(/\//g, '~1');
export const childPointer = (base: string, key: string | number): string => `${base}/${pointerSegment(key)}`;

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

export const hasErrors = (diagnostics: readonly Diagnostic[]) => diagnostics.some((d) => d.severity === 'error');

export function formatDiagnostic(d: Diagnostic): string {
  const uid = d.uid ? ` (_uid ${d.uid})` : '';
  return `${d.severity.toUpperCase()} ${d.component}${uid} at ${d.pointer || '/'}: ${d.message}`;
}
