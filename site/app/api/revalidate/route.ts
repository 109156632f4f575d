/**
 * POST /api/revalidate: the target of Storyblok's webhook (a story published, unpublished, deleted or
 * moved; a release merged or a pipeline stage deployed, which revalidate everything; the editors' redirects changed).
 * The signature is checked in constant time over the raw body before anything else (401, nothing
 * revalidated); then the pages, listings and sitemap the story touches are expired by tag, and the expired
 * pages are rendered again from fresh content right after the answer (lib/storyblok/warm.ts), not at their next
 * visit. Off (404) without STORYBLOK_WEBHOOK_SECRET.
 */
import { revalidatePath, revalidateTag } from 'next/cache';
import { after } from 'next/server';
import { LOCALES } from '~/contracts/locales';
import { getEnv } from '../../../config/env';
import { createFailureLog } from '../../../lib/failureLog';
import { invalidatePageIndex, listPageAddresses, refreshPageIndex } from '../../../lib/pageIndex';
import { invalidateRedirects, REDIRECTS_DATASOURCE } from '../../../lib/redirects';
import { deliveryAnswers, draftSource, forgetCacheVersions, publishedSource, uncachedPublishedSource } from '../../../lib/storyblok/delivery';
import { pathsForTags } from '../../../lib/storyblok/tags';
import { renderAgain } from '../../../lib/storyblok/unavailable';
import { createWarmer, pagesOfTags } from '../../../lib/storyblok/warm';
import { MAX_WEBHOOK_BYTES, parseWebhook, sharedRecall, tagsForWebhook, verifySignature } from '../../../lib/storyblok/webhook';

export const dynamic = 'force-dynamic';

/** Reads the cached listings of every locale, which fills the slug map; once for a burst of webhooks. */
const recallListings = sharedRecall(async () => {
  const cached = publishedSource();
  if (cached) await Promise.all(LOCALES.map((locale) => cached.listStories(locale)));
});

/**
 * A rejected delivery is logged at most once a minute: a wrong secret refuses every publish, and only Storyblok's e-mail
 * to the space owner would say so. So is a delivery that could only mark pages stale (Storyblok not answering).
 */
const rejected = createFailureLog((line) => console.warn(line));

/** Said when a webhook comes to a server without the secret: every publish is then seen only at the pages' hour. */
const NO_SECRET =
  '[storyblok] webhook refused: STORYBLOK_WEBHOOK_SECRET is not set, so published changes reach the pages only when their hour is over. Set it to the webhook secret of the space (docs/storyblok.md).';

const answer = (status: number, body: Record<string, unknown>) => Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });

export async function POST(request: Request) {
  const secret = getEnv().storyblokWebhookSecret;
  if (!secret) {
    // Storyblok's mail about failed deliveries goes to the space's owner; the operator reads this log.
    rejected('no-secret', NO_SECRET);
    return answer(404, { error: 'not_found', message: 'The webhook is not configured (STORYBLOK_WEBHOOK_SECRET is unset).' });
  }
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > MAX_WEBHOOK_BYTES) return answer(413, { error: 'payload_too_large', message: `The body is over ${MAX_WEBHOOK_BYTES} bytes.` });
  const raw = await request.text();
  if (Buffer.byteLength(raw) > MAX_WEBHOOK_BYTES) return answer(413, { error: 'payload_too_large', message: `The body is over ${MAX_WEBHOOK_BYTES} bytes.` });
  if (!verifySignature(secret, raw, request.headers.get('webhook-signature'))) {
    rejected(
      'invalid-signature',
      '[storyblok] webhook refused: its webhook-signature does not match the body (is STORYBLOK_WEBHOOK_SECRET the secret set in Storyblok?)',
    );
    return answer(401, { error: 'invalid_signature', message: 'The webhook-signature header does not match the body.' });
  }
  const parsed = parseWebhook(raw);
  if (!parsed.ok) return answer(400, { error: 'invalid_webhook', message: parsed.message });
  if ('ignored' in parsed) return answer(202, { ignored: parsed.ignored, revalidated: [] });
  if ('datasource' in parsed) {
    if (parsed.datasource !== REDIRECTS_DATASOURCE) return answer(202, { ignored: `datasource ${parsed.datasource}`, revalidated: [] });
    // The editors' redirects changed: the proxy reads them again on its next address that is no page. No page changes.
    // Read at the space's current cache version, as after a publish (below): the cv the source remembers from the last
    // minute would be answered with the CDN's copy of the list from before the change, and kept for STORYBLOK_INDEX_MS.
    const settle = getEnv().storyblokWebhookSettleMs;
    if (settle > 0) await new Promise((resolve) => setTimeout(resolve, settle));
    forgetCacheVersions();
    invalidateRedirects();
    return answer(200, { action: 'redirects', revalidated: [] });
  }

  // Storyblok's latest cache version can lag a publish by about 2 s (its notes: `spaces/me` is cached
  // 2 s): read now, the story and the pages rendered next would get the version before the publish,
  // and keep it for an hour. So wait that out first (Storyblok waits 120 s for the answer).
  const settle = getEnv().storyblokWebhookSettleMs;
  if (settle > 0) await new Promise((resolve) => setTimeout(resolve, settle));
  const published = uncachedPublishedSource();
  // Content changed: the pages read from now on ask for the space's current cache version.
  forgetCacheVersions();
  const draft = draftSource();
  const tags = await tagsForWebhook(parsed.payload, {
    published: published && ((id) => published.getStoryById(id)),
    draft: draft && ((id) => draft.getStoryById(id)),
    recall: publishedSource() && recallListings,
  });
  // Expired at once, so the next visitor gets the new content, when the API answers now (should it
  // fail just after, the reads fall back on their last good results: lib/storyblok/lastGood.ts). If
  // it does not answer, the pages are marked stale instead: Next's own last good page is served while
  // Next retries in the background (it is on disk, where the in-memory copies may be gone).
  const live = await deliveryAnswers();
  // The renders of earlier webhooks under way finish first: one of these pages begun from the content before this
  // change would otherwise be stored after it as fresh, and served (lib/storyblok/warm.ts, hold).
  const resume = await warmPages.hold();
  try {
    for (const tag of tags) revalidateTag(tag, live ? { expire: 0 } : 'max');
    // Pages too, by path: one generated without Storyblok's tags (a build from the embedded content)
    // would otherwise keep its old version. Only while the API answers: this expires them at once.
    if (live) for (const { path, type } of pathsForTags(tags)) revalidatePath(path, type);
  } finally {
    resume();
  }
  // A page published, moved or deleted: the proxy lists the pages again on its next request.
  invalidatePageIndex();
  // The expired pages rendered again now, while the API answers (lib/storyblok/warm.ts), after the answer.
  if (live) after(() => warm(tags));
  else
    rejected(
      'stale-only',
      `[storyblok] webhook (${parsed.payload.action}): Storyblok does not answer now, so ${tags.length} tag(s) were marked stale only: visitors get the pages as they were while each is rendered again in the background, and the new content once Storyblok answers`,
    );
  return answer(200, { action: parsed.payload.action, revalidated: tags, mode: live ? 'expired' : 'stale-while-revalidate' });
}

/** One queue of renders for every webhook of this process (lib/storyblok/warm.ts). */
const warmPages = createWarmer((page) => renderAgain(page));

/** Renders the pages the tags expired again, and logs how that went (one line per webhook). */
async function warm(tags: readonly string[]) {
  try {
    // The index as the webhook left it (a page unpublished or published): the renders' dead-link check reads it, and
    // the pages of a changed layout are its pages (one listing, not a second one beside it).
    const listed = await refreshPageIndex();
    const pages = await pagesOfTags(tags, () => (listed ? Promise.resolve(listed) : listPageAddresses()));
    const { rendered, failed, skipped } = await warmPages(pages);
    const failures =
      failed.length > 0 ? `; ${failed.length} failed (${failed.slice(0, 5).join(', ')}${failed.length > 5 ? ', …' : ''}): their next visit renders them` : '';
    const rest = skipped > 0 ? `; ${skipped} more are left for their next visit` : '';
    (failures || rest ? console.warn : console.info)(`[storyblok] webhook: ${rendered} of ${pages.length} expired page(s) rendered again${failures}${rest}`);
  } catch (error) {
    console.warn(
      `[storyblok] webhook: the expired pages could not be listed to render them again (${error instanceof Error ? error.message : String(error)}): their next visit renders them`,
    );
  }
}
