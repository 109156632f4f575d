/**
 * `npm run codegen` / `npm run codegen:check`: schemas/ + blocks/ → codegen/generated/, and the
 * Storyblok component definitions → .storyblok/components/generated/components.json.
 * Options (for tests and fixtures): --schemas <dir> --blocks <dir> --out <dir> --storyblok <dir>.
 */
import path from 'node:path';
import { bundle } from './bundle';
import { CodegenError, discover } from './discover';
import { generatePlans } from './plans';
import { generateRegistry } from './registry';
import { componentsJson } from './storyblok';
import { generateTypes } from './types';
import { checkDefaults, generateValidators } from './validators';
import { withBanner, writeOutputs, type OutputFile } from './write';

export interface CodegenOptions {
  schemasDir: string;
  blocksDir: string;
  outDir: string;
  /** Where components.json goes, for `npx storyblok components push --from generated`. */
  storyblokDir: string;
}

export const repoRoot = path.resolve(import.meta.dirname, '..');

export const defaultOptions: CodegenOptions = {
  schemasDir: path.join(repoRoot, 'schemas'),
  blocksDir: path.join(repoRoot, 'blocks'),
  outDir: path.join(repoRoot, 'codegen', 'generated'),
  storyblokDir: path.join(repoRoot, '.storyblok', 'components', 'generated'),
};

export async function generate(options: CodegenOptions): Promise<OutputFile[]> {
  const discovery = discover(options);
  const bundled = bundle(discovery);
  checkDefaults(bundled);
  const validators = generateValidators(bundled);
  const files: OutputFile[] = [
    { name: 'types.ts', content: await generateTypes(bundled) },
    { name: 'validators.js', content: validators.js },
    { name: 'validators.d.ts', content: validators.dts },
    {
      name: 'plans.ts',
      content: `import type { SchemaPlan } from '~/engine/resolve/plans';\n\nexport const plans: Record<string, SchemaPlan> = ${JSON.stringify(generatePlans(bundled), null, 2)};\n`,
    },
    { name: 'registry.ts', content: generateRegistry(discovery, options.outDir) },
    { name: 'components.json', content: componentsJson(bundled), dir: options.storyblokDir },
  ];
  return files.map(withBanner);
}

export async function run(argv: string[]): Promise<number> {
  const arg = (flag: string) => {
    const i = argv.indexOf(flag);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const options: CodegenOptions = {
    schemasDir: path.resolve(arg('--schemas') ?? defaultOptions.schemasDir),
    blocksDir: path.resolve(arg('--blocks') ?? defaultOptions.blocksDir),
    outDir: path.resolve(arg('--out') ?? defaultOptions.outDir),
    storyblokDir: path.resolve(arg('--storyblok') ?? (arg('--out') ? `${arg('--out')!.replace(/\/+$/, '')}-storyblok` : defaultOptions.storyblokDir)),
  };
  const check = argv.includes('--check');
  try {
    const files = await generate(options);
    const changed = writeOutputs(options.outDir, files, check);
    const where = path.relative(process.cwd(), options.outDir) || '.';
    if (check) {
      if (changed.length > 0) {
        console.error(`codegen:check: ${where} is stale (${changed.join(', ')}). Run \`npm run codegen\` and commit the result.`);
        return 1;
      }
      console.log(`codegen:check: ${where} is up to date.`);
    } else {
      console.log(changed.length > 0 ? `codegen: wrote ${changed.join(', ')} in ${where}` : `codegen: ${where} already up to date`);
    }
    return 0;
  } catch (error) {
    if (error instanceof CodegenError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  process.exitCode = await run(process.argv.slice(2));
}
