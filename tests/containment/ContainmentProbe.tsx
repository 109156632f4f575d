/**
 * A test-only block that fails in each way a real block could: its own body on the server, a child
 * server component (sync and async), a client component in the browser. Only the containment build
 * registers it (site/next.config.ts, CONTAINMENT_TEST_BUILD); "ok" renders its text.
 */
import { ProbeIsland } from './ProbeIsland.client';

export type ProbeMode = 'ok' | 'server' | 'child' | 'async-child' | 'browser';
export interface ProbeBlok {
  _uid: string;
  component: 'ContainmentProbe';
  mode: ProbeMode;
  text?: string;
}

function ThrowingChild(): never {
  throw new Error('Probe: a child server component threw');
}

async function AsyncThrowingChild(): Promise<never> {
  await new Promise((resolve) => setTimeout(resolve, 1));
  throw new Error('Probe: an async child server component threw');
}

export function ContainmentProbe({ blok }: { blok: ProbeBlok }) {
  switch (blok.mode) {
    case 'ok':
      return <p data-probe="ok">{blok.text}</p>;
    case 'server':
      throw new Error('Probe: the block itself threw on the server');
    case 'child':
      return (
        <section data-probe="child">
          <h2>Probe child: must not show</h2>
          <div>
            <ThrowingChild />
          </div>
        </section>
      );
    case 'async-child':
      return (
        <section data-probe="async-child">
          <h2>Probe async child: must not show</h2>
          <AsyncThrowingChild />
        </section>
      );
    case 'browser':
      return (
        <section data-probe="browser">
          <ProbeIsland />
        </section>
      );
  }
}
