/** The repository's import graph as the architecture tests read it: value imports only (no `import type`). */
import fs from 'node:fs';
import path from 'node:path';
import { root } from '../helpers/site';

const VALUE_IMPORT = /(?:^|[\s;])(?:import|export)\s+(?!type\s)(?:[^'"`;]*?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The repository's own files under `dirs` whose name matches `pattern`: no test file, nothing Next built (absolute paths, sorted). */
export function sourceFiles(dirs: readonly string[], pattern: RegExp): string[] {
  return dirs
    .flatMap((dir) =>
      fs
        .readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile() && pattern.test(e.name) && !/\.test\.tsx?$/.test(e.name) && !e.parentPath.includes('.next'))
        .map((e) => path.join(e.parentPath, e.name)),
    )
    .sort();
}

export function valueImportsOf(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
  return [...code.matchAll(VALUE_IMPORT)].map((m) => m[1] ?? m[2]!);
}

/** The repository file an import names (relative or `~/`), or undefined for a package. */
export function resolve(from: string, spec: string): string | undefined {
  const base = spec.startsWith('~/') ? path.join(root, spec.slice(2)) : spec.startsWith('.') ? path.resolve(path.dirname(from), spec) : undefined;
  if (!base) return undefined;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')])
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  return undefined;
}

/**
 * Every repository file a module reaches by value imports, each with the file that first imported it
 * (null for the start). A file `stop` names is reached but not read further. A server action module
 * reaches the browser as a reference only: its imports stay on the server.
 */
export function importsFrom(start: string, stop: (file: string) => boolean = () => false): Map<string, string | null> {
  const importer = new Map<string, string | null>([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (!/\.tsx?$/.test(file) || stop(file)) continue;
    const source = fs.readFileSync(file, 'utf8');
    if (/^\s*['"]use server['"]/.test(source)) continue;
    for (const spec of valueImportsOf(source)) {
      const to = resolve(file, spec);
      if (!to || importer.has(to)) continue;
      importer.set(to, file);
      queue.push(to);
    }
  }
  return importer;
}

/** start → … → file, as repository paths. */
export function chainTo(file: string, importer: Map<string, string | null>): string {
  const chain: string[] = [];
  for (let at: string | null | undefined = file; at; at = importer.get(at)) chain.unshift(path.relative(root, at));
  return chain.join(' → ');
}
