'use server';
/**
 * The lead forms' server action (docs/cross-cutting.md §1): handed to the blocks through the render
 * context, it is the `action` of both forms, so a form posted before hydration or without JavaScript
 * still creates its lead. Next checks the post's Origin against the site's host (the CSRF defence of
 * this path; pages are cached and the same for everyone, so there is no token). The work is
 * handleLeadForm's; this file only adds the request (client address, and the X-Forwarded-For a forward to the
 * external API carries) and Next's redirect.
 */
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import type { LeadFormState } from '~/contracts/lead';
import { getEnv } from '../../config/env';
import { createFailureLog } from '../failureLog';
import { forwardLead } from './forward';
import { formPostKey, handleLeadForm } from './form';
import { leadRuntime } from './runtime';

/** A refused post, once a minute for each refusal with a count (the service logs the limits' own once a minute too). */
const refusedPosts = createFailureLog((line) => console.warn(line));

/**
 * The forms post through useActionState: (previous state, form data). A post made by hand may send
 * anything: the form data alone (`$ACTION_ID_…`, the form without its state), or JSON arguments with
 * no form at all. Such a post gets the failed state, never a 500.
 */
export async function submitLeadForm(previous: unknown, form: unknown): Promise<LeadFormState> {
  const data = form instanceof FormData ? form : previous instanceof FormData ? previous : null;
  if (!data) return { status: 'failed', values: {}, errors: {} };
  const env = getEnv();
  const requestHeaders = await headers();
  const answer = await handleLeadForm(data, {
    borrowerAppUrl: env.borrowerAppUrl,
    referrer: requestHeaders.get('referer'),
    create: async (payload) => {
      const runtime = leadRuntime();
      const client = runtime.clientAddress(requestHeaders);
      if (env.apiBaseUrl)
        return forwardLead(env.apiBaseUrl, payload, formPostKey(payload, client, runtime.secret()), { forwardedFor: runtime.forwardedFor(requestHeaders) });
      const outcome = await runtime.service.create(payload, { client, idempotencyKey: formPostKey(payload, client, runtime.secret()) });
      if (!outcome.ok) refusedPosts(`${outcome.status} ${outcome.error}`, `[leads] form post refused: ${outcome.status} ${outcome.error}`);
      return outcome.ok;
    },
  });
  // Outside any try: redirect() works by throwing, and Next answers a form post with 303.
  if ('redirectTo' in answer) redirect(answer.redirectTo);
  return answer.state;
}
