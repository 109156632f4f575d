/**
 * The dependency rule (ARCHITECTURE.md): rules ← machines ← blocks ← site; engine ← blocks, site;
 * contracts/ (plain types and constants, checked with rules/) may be imported by anyone. Nothing in
 * rules, machines, contracts or engine imports blocks/ or site/, and the engine imports no `next/*`:
 * the site hands it everything site- or framework-specific (site/config/engine.ts). Every import of
 * every shipped source file is read; tests beside the code and site/scripts/ (tools) may also use
 * the test helpers and the site's strings, but the engine's tests still import no `next/*`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
type Folder = 'rules' | 'machines' | 'contracts' | 'engine' | 'blocks' | 'site' | 'codegen/generated' | 'codegen' | 'tests';
type Checked = 'rules' | 'machines' | 'contracts' | 'engine' | 'blocks' | 'site';

/** What each folder may import from the repository (itself always). */
const allowed: Record<Checked, readonly Folder[]> = {
  // contracts/ and rules/ are the bottom layer together: the lead contract takes its field rules from
  // rules/, and rules/ (its test arbitraries) read the contract's limits.
  contracts: ['rules'],
  rules: ['contracts'],
  machines: ['rules', 'contracts'],
  // The generated types, validators and plans are the content model the engine resolves against.
  engine: ['codegen/generated'],
  blocks: ['engine', 'rules', 'machines', 'contracts', 'codegen/generated'],
  site: ['blocks', 'engine', 'rules', 'machines', 'contracts', 'codegen/generated'],
};
/** npm packages a folder must not import (by name or subpath). */
const forbiddenPackages: Partial<Record<Folder, RegExp>> = {
  engine: /^next(\/|$)/,
  rules: /^(next|react|react-dom)(\/|$)/,
  machines: /^(next|react-dom)(\/|$)/,
  contracts: /^(next|react|react-dom)(\/|$)/,
  // Links are server markup opened by the site's one listener (blocks/_lib/pageLinks.ts), not a client
  // component each: next/link would hydrate every link and wrap its block in a client boundary.
  blocks: /^next\/link$/,
  site: /^next\/link$/,
};
/** The generated registry maps every block: only the site (and the engine's types, as types) may name it. */
const generatedRegistry = 'codegen/generated/registry';

const sourceFiles = (dir: string): string[] =>
  fs
    .readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(ts|tsx|mts)$/.test(e.name) && !e.name.endsWith('.d.ts'))
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
    .filter((f) => !f.split(path.sep).some((part) => part === 'node_modules' || part.startsWith('.next')));

const IMPORT = /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[^'"`;]*?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

export function importsOf(source: string): string[] {
  const withoutComments = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
  return [...withoutComments.matchAll(IMPORT)].map((m) => m[1] ?? m[2]!).filter(Boolean);
}

function folderOf(repoPath: string): Folder | undefined {
  const p = repoPath.split(path.sep).join('/');
  if (p.startsWith('codegen/generated/')) return 'codegen/generated';
  const top = p.split('/')[0] as Folder;
  return ['rules', 'machines', 'contracts', 'engine', 'blocks', 'site', 'codegen', 'tests'].includes(top) ? top : undefined;
}

/** The repository path an import names, or undefined for a package. */
function target(file: string, spec: string): string | undefined {
  if (spec.startsWith('~/')) return spec.slice(2);
  if (spec.startsWith('.')) return path.relative(root, path.resolve(root, path.dirname(file), spec));
  return undefined;
}

const checked: Checked[] = ['contracts', 'rules', 'machines', 'engine', 'blocks', 'site'];

describe.each(checked)('%s/', (folder) => {
  test('imports only what the dependency rule allows', () => {
    const violations: string[] = [];
    const files = sourceFiles(folder);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const tool = /\.test\.tsx?$/.test(file) || file.startsWith(`site${path.sep}scripts${path.sep}`);
      for (const spec of importsOf(fs.readFileSync(path.join(root, file), 'utf8'))) {
        const to = target(file, spec);
        if (to === undefined) {
          if (forbiddenPackages[folder]?.test(spec)) violations.push(`${file} imports the package ${spec}`);
          continue;
        }
        const toFolder = folderOf(to);
        // Tests and tools may also use the test helpers, the site's strings, the blocks and their registry.
        if (toFolder === folder || (tool && (toFolder === 'tests' || toFolder === 'site' || toFolder === 'blocks' || toFolder === 'codegen/generated')))
          continue;
        if (to.split(path.sep).join('/').startsWith(generatedRegistry) && folder !== 'site') violations.push(`${file} imports the generated registry`);
        else if (!toFolder || !allowed[folder].includes(toFolder)) violations.push(`${file} imports ${spec} (${toFolder ?? 'outside the source folders'})`);
      }
    }
    expect(violations).toEqual([]);
  });
});

test('the import reader finds every form of import', () => {
  const source = [
    "import a from '~/engine';",
    "import type { B } from '../site/x';",
    "export { c } from './c';",
    "import './side-effect.css';",
    "const d = await import('next/navigation');",
    "// import e from '~/blocks/commented-out';",
    "/* import f from '~/blocks/commented-out'; */",
    'import {\n  g,\n  h,\n} from "~/rules";',
  ].join('\n');
  expect(importsOf(source)).toEqual(['~/engine', '../site/x', './c', './side-effect.css', 'next/navigation', '~/rules']);
});

test('nothing under engine/ names this site, its languages or Next (the site hands them in: site/config/engine.ts)', () => {
  const site = /(['"`])(sv|en)\1|BORROWER_APP|site-config|flodvik|\brevalidate\b|next\//i;
  const named = sourceFiles('engine')
    .filter((file) => !/\.test\.tsx?$/.test(file))
    .flatMap((file) =>
      fs
        .readFileSync(path.join(root, file), 'utf8')
        .split('\n')
        .map((line, i) => ({ line: line.replace(/\/\/.*$|^\s*\*.*$|\/\*.*?\*\//g, ''), at: `${file}:${i + 1}` }))
        .filter(({ line }) => site.test(line))
        .map(({ at, line }) => `${at}: ${line.trim()}`),
    );
  expect(named).toEqual([]);
});
