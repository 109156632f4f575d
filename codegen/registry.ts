/**
 * Phase 6: the registry, one entry per block folder, checked with `satisfies`: every block must be
 * made by a `defineBlock` under its own name, which checks its props against the schema's generated
 * type in the component's own file. The registry names no render context: each block brings its own.
 */
import path from 'node:path';
import type { Discovery } from './discover';

export function generateRegistry(discovery: Discovery, outDir: string): string {
  const entries = [...discovery.components].sort(([a], [b]) => a.localeCompare(b, 'en'));
  const rel = (file: string) => {
    const r = path.relative(outDir, file).split(path.sep).join('/');
    return r.startsWith('.') ? r : `./${r}`;
  };
  return [
    `import type { NamedBlock } from '~/engine/render/registry';`,
    `import type { BlockPropsMap } from './types';`,
    ...entries.map(([name, file]) => `import ${name} from '${rel(file)}';`),
    '',
    `export const registry = {`,
    ...entries.map(([name]) => `  ${name},`),
    // `never`: any render context; the site's own is checked where it hands the registry to the engine.
    `} satisfies { [K in keyof BlockPropsMap]: NamedBlock<K, BlockPropsMap[K], never> };`,
    '',
    '/** Blocks with a client island (a *.client.tsx or *.lazy.tsx beside the component): they get a client error boundary. */',
    `export const interactive: ReadonlySet<string> = new Set([${[...discovery.interactive]
      .sort()
      .map((n) => `'${n}'`)
      .join(', ')}]);`,
    '',
  ].join('\n');
}
