import { renderToString } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { CollapseList } from './CollapseList.client';
import { Disclosure } from './Disclosure.client';

/** The first element with the given tag name in the HTML, and its attributes. */
function element(html: string, tag: string): Record<string, string> | undefined {
  const match = new RegExp(`<${tag}\\b([^>]*)>`).exec(html);
  if (!match) return undefined;
  return Object.fromEntries([...match[1]!.matchAll(/([\w-]+)(?:="([^"]*)")?/g)].map((m) => [m[1]!, m[2] ?? '']));
}

const item = (open: boolean, level?: 2 | 3 | 4) =>
  renderToString(
    <Disclosure id="q1" summary="Vem kan ansöka?" open={open} level={level}>
      <p>Aktiebolag.</p>
    </Disclosure>,
  );

describe('a disclosure as the server renders it (before any script runs)', () => {
  test('closed: the button says so, and the panel is in the page, hidden until found', () => {
    const html = item(false);
    // Marked for the head script, which answers a tap before the island has hydrated (blocks/_lib/earlyTaps.ts).
    expect(element(html, 'button')).toMatchObject({ type: 'button', 'aria-expanded': 'false', 'data-early': 'toggle' });
    expect(element(html, 'disclosure-panel')).toMatchObject({ hidden: 'until-found', role: 'group' });
    expect(html).toContain('<p>Aktiebolag.</p>');
  });

  test('open on arrival: the button says so, and the panel shows', () => {
    const html = item(true);
    expect(element(html, 'button')).toMatchObject({ 'aria-expanded': 'true' });
    expect(element(html, 'disclosure-panel')).not.toHaveProperty('hidden');
  });

  test('the button controls the panel, and the panel is named by the button', () => {
    const html = item(false);
    const button = element(html, 'button')!;
    const panel = element(html, 'disclosure-panel')!;
    expect(button['aria-controls']).toBe(panel.id);
    expect(panel['aria-labelledby']).toBe(button.id);
    expect(button.id).not.toBe(panel.id);
    expect(element(html, 'div')).toMatchObject({ id: 'q1' }); // the item keeps its content id (Visual Editor, anchors)
  });

  test('the button sits in a heading: level 3 by default, or the level asked for', () => {
    expect(item(false)).toMatch(/<h3[^>]*><button/);
    expect(item(false, 2)).toMatch(/<h2[^>]*><button/);
  });
});

const SHOWN = { one: '{count} fråga om {category}', other: '{count} frågor om {category}' };

describe('a collapse list as the server renders it', () => {
  const list = (headingLevel?: 2 | 3) =>
    renderToString(
      <CollapseList
        keepAs="faq"
        filterLabel="Kategorier"
        shownLabel={SHOWN}
        locale="sv"
        headingLevel={headingLevel}
        items={[
          { id: 'a', categories: 'Ansökan, Villkor', open: true },
          { id: 'b', categories: 'Villkor' },
          { id: 'c', categories: null },
        ]}
      >
        {['a', 'b', 'c'].map((id) => (
          <Disclosure key={id} id={id} summary={`Fråga ${id}`} open={false}>
            <p>Svar {id}</p>
          </Disclosure>
        ))}
      </CollapseList>,
    );

  test('the filter is one radio group named by its legend, the first category checked', () => {
    const html = list();
    expect(html).toMatch(/<fieldset[^>]*role="radiogroup"[^>]*><legend class="visually-hidden">Kategorier<\/legend>/);
    const radios = [...html.matchAll(/<input\b[^>]*>/g)].map((m) => m[0]);
    expect(radios).toHaveLength(2);
    expect(radios.map((r) => /value="([^"]*)"/.exec(r)?.[1])).toEqual(['Ansökan', 'Villkor']);
    expect(radios.map((r) => /\bchecked=""/.test(r))).toEqual([true, false]);
    expect(new Set(radios.map((r) => /name="([^"]*)"/.exec(r)?.[1])).size).toBe(1);
  });

  test("the first category's items and the uncategorised ones show, the others are in the page hidden; the machine's open items are open", () => {
    const html = list();
    // Every item is in the page (a visitor without JavaScript sees them all); another category's is hidden.
    const items = [...html.matchAll(/<div\b[^>]*\bid="([abc])"[^>]*>/g)].map((m) => [m[1], /\bhidden=""/.test(m[0])]);
    expect(items).toEqual([
      ['a', false],
      ['b', true],
      ['c', false],
    ]);
    // Item a is open on arrival through the list's input, whatever its own `open` prop says.
    expect([...html.matchAll(/aria-expanded="(\w+)"/g)].map((m) => m[1])).toEqual(['true', 'false', 'false']);
    expect([...html.matchAll(/<disclosure-panel\b[^>]*>/g)].map((m) => /hidden="until-found"/.test(m[0]))).toEqual([false, true, true]);
  });

  test('the items take the heading level of the list', () => {
    expect(list(2)).toMatch(/<h2[^>]*><button[^>]*>Fråga a/);
    expect(list()).toMatch(/<h3[^>]*><button[^>]*>Fråga a/);
  });

  test('a status region follows the filter, empty until a visitor picks a category (nothing is said on load)', () => {
    expect(list()).toMatch(/<\/fieldset><p role="status" class="visually-hidden" data-category-shown=""><\/p>/);
  });

  test('a list with a single category shows no filter', () => {
    const html = renderToString(
      <CollapseList keepAs="jobs" filterLabel="Kategorier" shownLabel={SHOWN} locale="sv" items={[{ id: 'a', categories: 'Villkor' }]}>
        <Disclosure id="a" summary="Fråga a" open={false}>
          <p>Svar a</p>
        </Disclosure>
      </CollapseList>,
    );
    expect(html).not.toContain('<fieldset');
    expect(html).not.toContain('role="status"');
    expect(html).toContain('Fråga a');
  });
});
