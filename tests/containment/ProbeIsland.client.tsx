'use client';

/** Renders on the server, throws in the browser (while hydrating). */
export function ProbeIsland() {
  if (typeof window !== 'undefined') throw new Error('Probe: a client component threw (browser)');
  return <p>Probe island: server HTML</p>;
}
