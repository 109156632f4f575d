import { renderToString } from 'react-dom/server';
import { expect, test } from 'vitest';
import { LoadingButton } from './LoadingButton.client';

const classOf = (html: string) => /<button[^>]*class="([^"]*)"/.exec(html)?.[1]?.split(' ') ?? [];

test("keeps its own class and adds the caller's string className", () => {
  const classes = classOf(
    renderToString(
      <LoadingButton isLoading={false} loadingText="Skickar" className="submit">
        Skicka
      </LoadingButton>,
    ),
  );
  expect(classes).toHaveLength(2);
  expect(classes).toContain('submit');
});

test("calls a className function with the button's state (react-aria render props) and adds what it returns", () => {
  const idle = classOf(
    renderToString(
      <LoadingButton isLoading={false} loadingText="Skickar" className={({ isPending }) => (isPending ? 'busy' : 'idle')}>
        Skicka
      </LoadingButton>,
    ),
  );
  const pending = classOf(
    renderToString(
      <LoadingButton isLoading loadingText="Skickar" className={({ isPending }) => (isPending ? 'busy' : 'idle')}>
        Skicka
      </LoadingButton>,
    ),
  );
  expect(idle).toContain('idle');
  expect(pending).toContain('busy');
  // Its own class stays in both, and no function's source text ends up in the attribute.
  expect(idle.filter((c) => c !== 'idle')).toEqual(pending.filter((c) => c !== 'busy'));
  expect(idle.join(' ')).not.toMatch(/=>|isPending/);
});

test('without a className it has its own class only', () => {
  expect(
    classOf(
      renderToString(
        <LoadingButton isLoading={false} loadingText="Skickar">
          Skicka
        </LoadingButton>,
      ),
    ),
  ).toHaveLength(1);
});
