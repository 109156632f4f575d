/**
 * A text's fingerprint: FNV-1a from two starting points, 64 bits, 16 hex digits. It tells the same text again and
 * says nothing of what it holds; not for secrets (no key), and 64 bits keep two texts sharing one out of reach for the
 * site's uses: a lead payload's (blocks/_lib/leadsApi.ts: two payloads sharing one would share an idempotency key) and
 * a cache tag cut to Next's length limit (site/lib/storyblok/tags.ts). No imports: it ships in the lead forms' chunk.
 */
export function fingerprint(text: string): string {
  const fnv = (seed: number) => {
    let hash = seed;
    for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
    return (hash >>> 0).toString(16).padStart(8, '0');
  };
  return fnv(0x811c9dc5) + fnv(0x050c5d1f);
}
