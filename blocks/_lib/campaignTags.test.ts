import { describe, expect, test } from 'vitest';
import { CAMPAIGN_STORAGE_KEY, campaignTagsFromQuery, loadCampaignTags, rememberCampaignTags, taggedHref, type CampaignTags } from './campaignTags';

class MemoryStorage {
  items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

const all: CampaignTags = { source: 'news', medium: 'email', campaign: 'spring', content: 'banner', term: 'loan' };

describe('campaign tags', () => {
  test('are read from utm_* query parameters, trimmed, absent ones null', () => {
    expect(campaignTagsFromQuery('?utm_source=news&utm_medium=email&utm_campaign=spring&utm_content=banner&utm_term=loan')).toEqual(all);
    expect(campaignTagsFromQuery('utm_campaign=%20spring%20&x=1')).toEqual({ campaign: 'spring' });
  });

  test('are stored under _utmtags only when at least one is present', () => {
    const storage = new MemoryStorage();
    expect(rememberCampaignTags(storage, '?page=2&utm_source=')).toBeNull();
    expect(storage.items.size).toBe(0);
    rememberCampaignTags(storage, '?utm_source=news&utm_medium=email&utm_campaign=spring&utm_content=banner&utm_term=loan');
    expect(JSON.parse(storage.items.get(CAMPAIGN_STORAGE_KEY)!)).toEqual(all);
    expect(loadCampaignTags(storage)).toEqual(all);
  });

  test('corrupt, blocked or full storage never throws', () => {
    const corrupt = new MemoryStorage();
    corrupt.setItem(CAMPAIGN_STORAGE_KEY, '{not json');
    expect(loadCampaignTags(corrupt)).toBeNull();
    corrupt.setItem(CAMPAIGN_STORAGE_KEY, '[1,2]');
    expect(loadCampaignTags(corrupt)).toBeNull();
    corrupt.setItem(CAMPAIGN_STORAGE_KEY, '{"source":42}');
    expect(loadCampaignTags(corrupt)).toBeNull();
    const blocked = {
      getItem(): string | null {
        throw new Error('SecurityError');
      },
      setItem() {
        throw new Error('QuotaExceededError');
      },
    };
    expect(loadCampaignTags(blocked)).toBeNull();
    expect(rememberCampaignTags(blocked, '?utm_source=a')).toEqual({ source: 'a' });
    expect(loadCampaignTags(null)).toBeNull();
  });

  test('a tagged link is the base link plus utm_source, utm_medium, utm_campaign, utm_content and term', () => {
    const href = taggedHref('https://app.example.test/register?ref=nav#top', all);
    const url = new URL(href);
    expect(url.origin + url.pathname).toBe('https://app.example.test/register');
    expect(url.hash).toBe('#top');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      ref: 'nav',
      utm_source: 'news',
      utm_medium: 'email',
      utm_campaign: 'spring',
      utm_content: 'banner',
      term: 'loan',
    });
    expect(taggedHref('/sv/kontakt', { source: 'news', campaign: 'spring' })).toBe('/sv/kontakt?utm_source=news&utm_campaign=spring');
  });

  test('without stored tags the plain link is kept', () => {
    expect(taggedHref('/sv/kontakt?x=1', null)).toBe('/sv/kontakt?x=1');
  });
});
