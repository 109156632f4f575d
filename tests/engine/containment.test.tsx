/**
 * Containment on the server path (what runs under React Server Components): a block whose own body,
 * or any server component below it (sync or async, inside host elements or handed to a client
 * component as a prop), throws renders nothing in production and a card in development; the rest of
 * the list renders and the failure is reported. The production build proves the same in Next
 * (tests/browser/containment.browser.test.ts).
 */
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, test, vi } from 'vitest';
import type { BlockContext } from '~/blocks/_ui/context';
import type { AnyBlok } from '~/codegen/generated/types';
import { registry } from '~/codegen/generated/registry';
import { renderBloksOnServer, renderServerTree } from '~/engine/render';
import { testContext } from '../helpers/render';

// Test components stand in for blocks (the props of Heading, rendered as anything we like).
type Fn = (props: { text?: string; children?: ReactNode; slot?: ReactNode }) => ReactNode;
const Boom: Fn = () => {
  throw new Error('child exploded');
};
const AsyncBoom = async (): Promise<ReactNode> => {
  await Promise.resolve();
  throw new Error('async child exploded');
};
const AsyncText = async ({ text }: { text: string }): Promise<ReactNode> => {
  await Promise.resolve();
  return <em>{text}</em>;
};
/** Plays a client component: the walk must not call it, React renders it. */
const ClientSlot: Fn = ({ slot, children }) => (
  <aside>
    {slot}
    {children}
  </aside>
);
const ClientBoom: Fn = () => {
  throw new Error('client exploded while the server rendered it');
};
const clientReferences = new Set<unknown>([ClientSlot, ClientBoom]);
const isClientReference = (type: unknown) => clientReferences.has(type);

const trees: Record<string, () => ReactNode> = {
  ok: () => <p>Före</p>,
  after: () => <p>Efter</p>,
  own: () => {
    throw new Error('own body exploded');
  },
  child: () => (
    <section>
      <h2>Rubrik som inte syns</h2>
      <div>
        <Boom />
      </div>
    </section>
  ),
  async: () => (
    <section>
      <AsyncText text="inte heller" />
      <AsyncBoom />
    </section>
  ),
  slot: () => <ClientSlot slot={<Boom />}>barn</ClientSlot>,
  asyncOk: () => (
    <ul>
      {['a', 'b'].map((t) => (
        <AsyncText key={t} text={`asynk ${t}`} />
      ))}
    </ul>
  ),
  client: () => (
    <div>
      <p>Klientblock</p>
      <ClientSlot slot={<b>ö</b>}>klient</ClientSlot>
    </div>
  ),
};

const bloks = Object.keys(trees).map((name) => ({ _uid: name, component: 'Heading', text: name, tag: 'h2' })) as unknown as AnyBlok[];

function contextFor(environment: 'production' | 'development', extra: Partial<BlockContext> = {}): BlockContext {
  return testContext('sv', environment, {
    registry: { ...registry, Heading: ({ blok }) => trees[blok.text]!() },
    ...extra,
  });
}

async function render(ctx: BlockContext): Promise<string> {
  const tree = await renderBloksOnServer(bloks, ctx, { isClientReference });
  return renderToString(<>{tree}</>);
}

describe('a block whose server tree throws anywhere', () => {
  test('renders nothing in production, the rest renders, every failure is reported once', async () => {
    const report = vi.fn<NonNullable<BlockContext['report']>>();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const html = await render(contextFor('production', { report }));
    error.mockRestore();
    for (const kept of ['Före', 'Efter', 'asynk a', 'asynk b']) expect(html).toContain(kept);
    for (const gone of ['Rubrik som inte syns', 'inte heller', 'barn', 'data-diagnostic']) expect(html).not.toContain(gone);
    // Blocks render concurrently: reports arrive in any order.
    expect(report.mock.calls.map(([event]) => [event.diagnostic.uid, event.diagnostic.message]).sort()).toEqual([
      ['async', 'Rendering failed: async child exploded'],
      ['child', 'Rendering failed: child exploded'],
      ['own', 'Rendering failed: own body exploded'],
      ['slot', 'Rendering failed: child exploded'],
    ]);
  });

  test('shows a card naming the block in development', async () => {
    const html = await render(contextFor('development', { report: () => {} }));
    expect(html).toContain('Rendering failed: child exploded');
    expect(html.match(/data-diagnostic="error"/g)).toHaveLength(4);
  });

  test('a block with client components is sent inline (no Suspense boundary a script must reveal): visible without JavaScript', async () => {
    const html = await render(contextFor('production', { report: () => {} }));
    // Its root names the blok, so the browser can keep this markup should the block's script not load.
    expect(html).toContain('<div data-island="client"><p>Klientblock</p><aside><b>ö</b>klient</aside></div>');
    expect(html).not.toMatch(/<!--\$/);
  });

  test('the price: a client component that throws while the server renders HTML fails that render (next build reports it)', async () => {
    const ctx = contextFor('production', { registry: { ...registry, Heading: () => <ClientBoom /> }, report: () => {} });
    const tree = await renderBloksOnServer(bloks.slice(0, 1), ctx, { isClientReference });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderToString(<>{tree}</>)).toThrow('client exploded while the server rendered it');
    error.mockRestore();
  });

  test('errors the framework uses for control flow pass through', async () => {
    const notFound = new Error('NEXT_NOT_FOUND');
    const ctx = contextFor('production', {
      registry: { ...registry, Heading: () => <Boom /> },
      rethrow: (e) => {
        if (e instanceof Error && e.message === 'child exploded') throw notFound;
      },
    });
    await expect(renderBloksOnServer(bloks.slice(0, 1), ctx, { isClientReference })).rejects.toBe(notFound);
  });
});

describe('the server tree walk', () => {
  test('gives the HTML React gives, keys kept (no warnings)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const Item = ({ n }: { n: number }) => <li>{n}</li>;
    const List = async () => (
      <ol>
        {[1, 2, 3].map((n) => (
          <Item key={n} n={n} />
        ))}
      </ol>
    );
    const walk = { client: false, isClientReference };
    const html = renderToString(<>{await renderServerTree(<List />, walk)}</>);
    expect(html).toBe('<ol><li>1</li><li>2</li><li>3</li></ol>');
    expect(walk.client).toBe(false);
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });

  test('static children stay static (no key warnings in development)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const Strong = ({ text }: { text: string }) => <strong>{text}</strong>;
    const Address = () => (
      <address>
        <Strong text="Flodvik" />
        {'\nExempelgatan 1'}
        <span>Stockholm</span>
      </address>
    );
    const html = renderToString(<>{await renderServerTree(<Address />, { client: false, isClientReference })}</>);
    expect(html).toBe('<address><strong>Flodvik</strong>\nExempelgatan 1<span>Stockholm</span></address>');
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });

  test('records client components and leaves them to React', async () => {
    const walk = { client: false, isClientReference };
    const html = renderToString(<>{await renderServerTree(<ClientSlot slot={<AsyncText text="på servern" />}>x</ClientSlot>, walk)}</>);
    expect(walk.client).toBe(true);
    expect(html).toBe('<aside><em>på servern</em>x</aside>');
  });
});
