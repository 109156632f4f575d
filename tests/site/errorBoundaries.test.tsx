import { prerender } from 'react-dom/static';
import { expect, test, vi } from 'vitest';
import PageError from '~/site/app/[locale]/error';
import GlobalError from '~/site/app/global-error';

vi.mock('next/navigation', () => ({ useParams: () => ({ locale: 'en' }) }));

async function html(element: React.ReactElement): Promise<string> {
  const { prelude } = await prerender(element);
  return new Response(prelude).text();
}

test('the last-resort error page fetches its status view and says what happened in both languages, with a way to retry', async () => {
  const page = await html(<GlobalError error={new Error('layout failed')} reset={() => undefined} />);
  expect(page).toContain('<html lang="sv">');
  expect(page).toContain('Något gick fel');
  expect(page).toContain('Something went wrong');
  expect(page).toMatch(/<button[^>]*>Försök igen<\/button>/);
  expect(page).toMatch(/<button[^>]*>Try again<\/button>/);
});

test("a page's error boundary fetches its status view and says what happened in the page's language, with a way to retry", async () => {
  const page = await html(<PageError error={new Error('template failed')} reset={() => undefined} />);
  expect(page).toContain('<main');
  expect(page).toContain('Something went wrong');
  expect(page).toMatch(/<button[^>]*>Try again<\/button>/);
  expect(page).not.toContain('Något gick fel');
});
