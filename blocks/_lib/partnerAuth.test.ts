import { describe, expect, test } from 'vitest';
import { partnerAuthPath, partnerAuthUrl } from './partnerAuth';

const APP = 'https://app.flodvik.example';
const PATH = '/partner/oauth/authorize';

describe('partnerAuthUrl', () => {
  test.each([
    ['', `${APP}${PATH}`],
    ['?', `${APP}${PATH}`],
    ['?slug=partner/koppla', `${APP}${PATH}`],
    ['?code=abc&state=xyz', `${APP}${PATH}?code=abc&state=xyz`],
    ['code=abc&state=xyz', `${APP}${PATH}?code=abc&state=xyz`],
    ['?slug=partner%2Fkoppla&code=abc&slug=again', `${APP}${PATH}?code=abc`],
    ['?utm_source=byran&utm_campaign=host&partner_id=42', `${APP}${PATH}?utm_source=byran&utm_campaign=host&partner_id=42`],
    ['?scope=read+write&redirect_uri=https%3A%2F%2Fbyra.example%2Fcb', `${APP}${PATH}?scope=read+write&redirect_uri=https%3A%2F%2Fbyra.example%2Fcb`],
    ['?tag=a&tag=b', `${APP}${PATH}?tag=a&tag=b`],
    ['?empty=&flag', `${APP}${PATH}?empty=&flag=`],
    ['?Slug=kept&slugs=kept', `${APP}${PATH}?Slug=kept&slugs=kept`],
  ])('page query %j → %s', (search, expected) => {
    expect(partnerAuthUrl(APP, PATH, search)).toBe(expected);
  });

  test('keeps the path’s own query first and its fragment last', () => {
    expect(partnerAuthUrl(APP, '/oauth/start?partner=byran#top', '?code=1&slug=x')).toBe(`${APP}/oauth/start?partner=byran&code=1#top`);
  });

  test('joins base and path with exactly one slash, keeping a base path', () => {
    expect(partnerAuthUrl('https://app.example.test/borrower/', PATH, '')).toBe(`https://app.example.test/borrower${PATH}`);
  });
});

describe('partnerAuthPath', () => {
  test('returns the partner’s oauth_auth_path', () => {
    expect(partnerAuthPath({ oauth_auth_path: ` ${PATH} ` })).toBe(PATH);
  });

  test.each([undefined, {}, { oauth_auth_path: '' }, { oauth_auth_path: '   ' }])('a missing path (%j) is a developer error', (partner) => {
    expect(() => partnerAuthPath(partner)).toThrow('Partner metadata has no oauth_auth_path');
  });

  test('a path written without its leading "/" is that path of the app', () => {
    expect(partnerAuthPath({ oauth_auth_path: 'partner/oauth?x=1' })).toBe('/partner/oauth?x=1');
  });

  test.each(['https://elsewhere.example/oauth', '//elsewhere.example/oauth', 'javascript:alert(1)'])(
    '"%s" is not a path of the app: a developer error',
    (path) => {
      expect(() => partnerAuthPath({ oauth_auth_path: path })).toThrow('must be a path of the borrower app');
    },
  );
});
