import { describe, expect, test } from 'vitest';
import { popupFeatures, SHARE_NETWORKS, shareUrl } from './share';

const page = { url: 'https://flodvik.example/sv/blogg/kassaflode-fem-satt?a=1&b=2', title: 'Fem sätt & mer' };

describe('shareUrl', () => {
  test('facebook shares the page URL through its sharer', () => {
    const url = new URL(shareUrl('facebook', page));
    expect(url.origin + url.pathname).toBe('https://www.facebook.com/sharer/sharer.php');
    expect(url.searchParams.get('u')).toBe(page.url);
  });

  test('twitter shares the URL and the title as the text', () => {
    const url = new URL(shareUrl('twitter', page));
    expect(url.origin + url.pathname).toBe('https://twitter.com/intent/tweet');
    expect(url.searchParams.get('url')).toBe(page.url);
    expect(url.searchParams.get('text')).toBe('Fem sätt & mer');
  });

  test('linkedin shares the page URL', () => {
    const url = new URL(shareUrl('linkedin', page));
    expect(url.origin + url.pathname).toBe('https://www.linkedin.com/sharing/share-offsite/');
    expect(url.searchParams.get('url')).toBe(page.url);
  });

  test('exactly the three networks of the specification exist', () => {
    expect([...SHARE_NETWORKS]).toEqual(['facebook', 'twitter', 'linkedin']);
  });

  test.each(['myspace', 'Facebook', 'x', ''])('"%s" is a developer error', (network) => {
    expect(() => shareUrl(network, page)).toThrow(`Invalid share network "${network}": only facebook, twitter, linkedin are supported`);
  });
});

describe('popupFeatures', () => {
  test('opens 570 × 570, centred over the window', () => {
    expect(popupFeatures({ screenX: 100, screenY: 50, outerWidth: 1370, outerHeight: 870 })).toBe(
      'width=570,height=570,left=500,top=200,resizable=yes,scrollbars=yes',
    );
  });

  test('never places the popup off screen when the window is smaller than it', () => {
    expect(popupFeatures({ screenX: 0, screenY: 0, outerWidth: 375, outerHeight: 500 })).toContain('left=0,top=0');
  });
});
