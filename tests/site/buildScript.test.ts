/**
 * `npm run build` reads Storyblok afresh: Next keeps the data cache's entries (`unstable_cache`, site/lib/storyblok/
 * delivery.ts, an hour each) in site/.next/cache/fetch-cache from one build to the next, so a build made within the
 * hour after another served the stories the earlier one read (a story published between them was missing from its
 * pages and sitemap). The build script removes that folder first, and only that one (Turbopack's cache stays).
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { repoRoot } from '~/codegen/index';

test('the build script empties the data cache of the build before, and keeps the compiler’s', () => {
  const { scripts } = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  const steps = scripts.build!.split(' && ');
  const clean = steps.findIndex((step) => step.includes('fetch-cache'));
  expect(clean).toBeGreaterThanOrEqual(0);
  expect(clean).toBeLessThan(steps.indexOf('next build site'));

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-script-'));
  try {
    for (const kept of ['site/.next/cache/fetch-cache/entry', 'site/.next/cache/turbopack/entry']) {
      fs.mkdirSync(path.join(dir, path.dirname(kept)), { recursive: true });
      fs.writeFileSync(path.join(dir, kept), 'x');
    }
    execSync(steps[clean]!, { cwd: dir });
    expect(fs.existsSync(path.join(dir, 'site/.next/cache/fetch-cache'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'site/.next/cache/turbopack/entry'))).toBe(true);
    execSync(steps[clean]!, { cwd: dir }); // nothing to remove: no error
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
