import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { SmartLink } from './SmartLink';

const render = (children: string | undefined) =>
  renderToStaticMarkup(<SmartLink link={{ kind: 'external', href: 'https://example.com/om/kontakt/' }}>{children}</SmartLink>);

test("a link with text is named by its text; without, or with spaces alone, by the address's last path segment (SPEC §2)", () => {
  expect(render('Kontakta oss')).not.toContain('aria-label');
  for (const empty of [undefined, '', ' ', '\u00a0', '\u200b'])
    expect(render(empty), JSON.stringify(empty)).toMatch(/^<a href="https:\/\/example.com\/om\/kontakt\/" aria-label="kontakt">/);
});
