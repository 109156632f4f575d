import { renderToString } from 'react-dom/server';
import { expect, test } from 'vitest';
import { LoadingButton } from './LoadingButton.client';

const button = (html: string) => {
  const tag = /<button[^>]*>/.exec(html)?.[0] ?? '';
  const attr = (name: string) => new RegExp(`\\s${name}(?:="([^"]*)")?[\\s>/]`).exec(tag);
  return { classes: attr('class')?.[1]?.split(' ') ?? [], has: (name: string) => attr(name) !== null, value: (name: string) => attr(name)?.[1] };
};

test("keeps its own class and adds the caller's className", () => {
  const { classes } = button(
    renderToString(
      <LoadingButton isLoading={false} loadingText="Skickar" className="submit">
        Skicka
      </LoadingButton>,
    ),
  );
  expect(classes).toHaveLength(2);
  expect(classes).toContain('submit');
});

test('without a className it has its own class only', () => {
  expect(
    button(
      renderToString(
        <LoadingButton isLoading={false} loadingText="Skickar">
          Skicka
        </LoadingButton>,
      ),
    ).classes,
  ).toHaveLength(1);
});

test('idle, a submit button submits and carries no busy state', () => {
  const idle = button(
    renderToString(
      <LoadingButton type="submit" isLoading={false} loadingText="Skickar">
        Skicka
      </LoadingButton>,
    ),
  );
  expect(idle.value('type')).toBe('submit');
  expect(idle.has('aria-disabled')).toBe(false);
  expect(idle.has('disabled')).toBe(false);
});

test('loading, it cannot send its form again (type="button", aria-disabled) yet is never disabled, so focus stays on it', () => {
  const loading = button(
    renderToString(
      <LoadingButton type="submit" isLoading isDisabled loadingText="Skickar">
        Skicka
      </LoadingButton>,
    ),
  );
  expect(loading.value('type')).toBe('button');
  expect(loading.value('aria-disabled')).toBe('true');
  expect(loading.has('disabled')).toBe(false);
});

test('disabled and not loading, it says so (aria-disabled) but stays in the Tab order: a press reaches its form, which refuses', () => {
  const disabled = button(
    renderToString(
      <LoadingButton type="submit" isLoading={false} isDisabled loadingText="Skickar">
        Skicka
      </LoadingButton>,
    ),
  );
  expect(disabled.value('aria-disabled')).toBe('true');
  expect(disabled.has('disabled')).toBe(false);
  expect(disabled.value('type')).toBe('submit');
});
