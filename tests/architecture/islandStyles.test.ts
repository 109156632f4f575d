/**
 * A lazy island's stylesheets are part of the page's own inlined CSS (issue 10 item 2). A CSS module that
 * only a `next/dynamic` chunk imports reaches the page as a render-blocking `<link data-precedence="dynamic">`,
 * so every lazy boundary (`X.lazy.tsx`) whose island has styles has a server-side `X.styles.ts` beside it that
 * imports all of them, and every server module that renders the boundary imports that file too
 * (blocks/README.md). `tests/browser/stylesheets.browser.test.ts` checks the built pages themselves.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { root } from '../helpers/site';
import { importsFrom, resolve, sourceFiles, valueImportsOf } from './imports';

const sources = sourceFiles(['blocks', 'site'], /\.tsx?$/);

const read = (file: string) => fs.readFileSync(file, 'utf8');
const directImports = (file: string) => valueImportsOf(read(file)).flatMap((spec) => resolve(file, spec) ?? []);
const rel = (file: string) => path.relative(root, file);
const isLazy = (file: string) => file.endsWith('.lazy.tsx');
const isBoundary = (file: string) => isLazy(file) && /\bdynamic\(/.test(read(file));
const stylesOf = (boundary: string) => boundary.replace(/\.lazy\.tsx$/, '.styles.ts');

/** The CSS files a module reaches by value imports. */
const cssReachedFrom = (file: string) => [...importsFrom(file).keys()].filter((f) => f.endsWith('.css'));

/** The dynamic() boundaries a lazy file is or re-exports. */
function boundariesOf(lazy: string, seen = new Set<string>()): string[] {
  if (seen.has(lazy)) return [];
  seen.add(lazy);
  if (isBoundary(lazy)) return [lazy];
  return directImports(lazy)
    .filter(isLazy)
    .flatMap((next) => boundariesOf(next, seen));
}

const boundaries = sources.filter(isBoundary);
/** Each boundary with the CSS its island (the modules it loads lazily) reaches. */
const islandCss = new Map(boundaries.map((b) => [b, directImports(b).flatMap(cssReachedFrom)]));
const styled = boundaries.filter((b) => islandCss.get(b)!.length > 0);

test('the reader finds the lazy islands and their styles (so the checks below are not vacuous)', () => {
  expect(boundaries.length).toBeGreaterThanOrEqual(8);
  expect(styled.map(rel)).toEqual(expect.arrayContaining(['blocks/_ui/Calculator.lazy.tsx', 'blocks/_ui/Disclosure.lazy.tsx']));
  expect(islandCss.get(path.join(root, 'blocks/_ui/Calculator.lazy.tsx'))!.map(rel)).toContain('blocks/_ui/StopSlider.module.css');
});

test('each styled lazy island has an X.styles.ts beside its boundary that imports every stylesheet the island reaches', () => {
  const missing = styled.flatMap((boundary) => {
    const styles = stylesOf(boundary);
    if (!fs.existsSync(styles)) return [`${rel(styles)} does not exist (needed by ${rel(boundary)})`];
    const covered = new Set(cssReachedFrom(styles));
    return islandCss
      .get(boundary)!
      .filter((css) => !covered.has(css))
      .map((css) => `${rel(styles)} lacks ${rel(css)}`);
  });
  expect([...new Set(missing)]).toEqual([]);
});

test("every server module that renders a styled lazy island imports the island's X.styles.ts", () => {
  const servers = sources.filter((file) => !isLazy(file) && !/^\s*['"]use client['"]/.test(read(file)));
  let uses = 0;
  const missing = servers.flatMap((file) => {
    const imports = directImports(file);
    return imports
      .filter(isLazy)
      .flatMap((lazy) => boundariesOf(lazy))
      .filter((boundary) => styled.includes(boundary))
      .flatMap((boundary) => {
        uses += 1;
        return imports.includes(stylesOf(boundary)) ? [] : [`${rel(file)} renders ${rel(boundary)} without importing ${rel(stylesOf(boundary))}`];
      });
  });
  expect(missing).toEqual([]);
  expect(uses).toBeGreaterThanOrEqual(11); // FaqSection and JobSection render theirs through one module (_ui/CollapseSection)
});
