/**
 * Phase 6: the registry, one entry per block folder, checked with `satisfies` so a component
 * whose props do not match its schema's generated type fails `tsc`.
 */
import path from 'node:path';
import type { Discovery } from './discover';

export function generateRegistry(discovery: Discovery, outDir: string): string {
  const entries = [...discovery.components].sort(([a], [b]) => a.localeCompare(b));
  const rel = (file: string) => {
    const r = path.relative(outDir, file).split(path.sep).join('/');
    return r.startsWith('.') ? r : `./${r}`;
  };
  return [
    `import type { BlockComponent } from '~/engine/render/registry';`,
    `import type { BlockContext } from '~/blocks/_ui/context';`,
    `import type { BlockPropsMap } from './types';`,
    ...entries.map(([name, file]) => `import ${name} from '${rel(file)}';`),
    '',
    `export const registry = {`,
    ...entries.map(([name]) => `  ${name},`),
    `} satisfies { [K in keyof BlockPropsMap]: BlockComponent<BlockPropsMap[K], BlockContext> };`,
    '',
    '/** Blocks with a client island (a *.client.tsx beside the component): they get a client error boundary. */',
    `export const interactive: ReadonlySet<string> = new Set([${[...discovery.interactive]
      .sort()
      .map((n) => `'${n}'`)
      .join(', ')}]);`,
    '',
  ].join('\n');
}
