/**
 * `npm run content:check`: validates every story of the embedded content with the same validators
 * the site uses, prints each diagnostic (file, component, path, message) and exits non-zero on an error.
 */
import path from 'node:path';
import fs from 'node:fs/promises';
import { LOCALES } from '~/contracts/locales';
import { formatDiagnostic, listContentFiles, type Diagnostic } from '~/engine';
import { getEngine } from '../config/engine';

const root = path.resolve(import.meta.dirname, '..', 'content');

export async function checkContent(dir: string): Promise<{ files: number; diagnostics: Array<Diagnostic & { file: string }> }> {
  const found: Array<Diagnostic & { file: string }> = [];
  let files = 0;
  const engine = getEngine();
  for (const locale of LOCALES) {
    for (const entry of await listContentFiles(dir, locale, LOCALES)) {
      files++;
      const file = path.relative(process.cwd(), entry.file);
      let json: unknown;
      try {
        json = JSON.parse(await fs.readFile(entry.file, 'utf8'));
      } catch (error) {
        found.push({ file, severity: 'error', component: '(file)', uid: '', pointer: '', message: `Not valid JSON: ${(error as Error).message}` });
        continue;
      }
      const { tree, diagnostics } = engine.resolveStory(json, { locale });
      for (const d of diagnostics) found.push({ ...d, file });
      if (tree && tree.path !== entry.path) {
        found.push({
          file,
          severity: 'error',
          component: '(story)',
          uid: '',
          pointer: '/full_slug',
          message: `full_slug "${tree.fullSlug}" does not match the file's place (${locale}/${entry.path || 'index'})`,
        });
      }
    }
  }
  return { files, diagnostics: found };
}

if (path.resolve(process.argv[1] ?? '') === path.resolve(import.meta.filename)) {
  const dir = process.argv[2] ? path.resolve(process.argv[2]) : root;
  const { files, diagnostics } = await checkContent(dir);
  for (const d of diagnostics) console.log(`${d.file}: ${formatDiagnostic(d)}`);
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  console.log(`content:check: ${files} stories, ${errors} error(s), ${diagnostics.length - errors} warning(s)`);
  process.exitCode = errors > 0 ? 1 : 0;
}
