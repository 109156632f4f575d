import { expect, test } from 'vitest';
import { listPagesOf } from './content';

test('the pages among a locale’s stories are those of a page’s content type: not the site context, nor a story of data only', () => {
  const story = (full_slug: string, content: unknown) => ({ full_slug, content });
  const pages = listPagesOf([
    story('sv/index', { _uid: 'a', component: 'Page' }),
    story('sv/blogg/artikel', { _uid: 'b', component: 'BlogArticle', title: 'Artikel' }),
    story('sv/partner/koppla', { _uid: 'c', component: 'PartnerHeroPage', title: 'Koppla' }),
    story('sv/partner/bank', { _uid: 'd', component: 'PartnerPage' }),
    story('sv/site-config', { _uid: 'e', component: 'SiteConfig' }),
    // Stories an editor keeps as data (an author, a snippet) in the locale folder: no template draws them.
    story('sv/forfattare/asa', { _uid: 'f', component: 'Author', name: 'Åsa' }),
    story('sv/snippets/knapp', { _uid: 'g', component: 'Cta', text: 'Ansök' }),
    story('sv/tom', null),
    story('sv/ingen-typ', {}),
  ]);
  expect(pages.map((p) => p.path)).toEqual(['', 'blogg/artikel', 'partner/koppla', 'partner/bank']);
});
