/**
 * The FAQ and job lists on the platform's own elements (issue 10): a closed answer is found by
 * find-in-page and opens, before hydration as after; the category filter is a radio group used with
 * the keyboard; the open and close animation, and none with reduced motion; no axe violation in any
 * state; the carousel's native buttons from the keyboard.
 */
import { afterAll, describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { axeViolations } from './axe';
import { baseUrl, closeBrowser, committedByReact, hydrated, leave, open, openBeforeScripts } from './harness';

afterAll(closeBrowser);

// The visible questions: another category's are in the page too (for a visitor without JavaScript), hidden.
const questions = (page: Page) => page.locator('main :is(h2, h3) > button[aria-controls]:visible');

/**
 * Resolves once the question has hydrated: each question is a lazily loaded island (LazyDisclosure in
 * LazyCollapseList), hydrated after the body, and a click on it before then does nothing.
 */
async function questionHydrated(page: Page, button: Locator) {
  await hydrated(page, `main button[aria-controls="${await button.getAttribute('aria-controls')}"]`);
}

/** The question's panel (its aria-controls), as the page has it now, once the question has hydrated. */
async function panelOf(page: Page, question: string) {
  const button = questions(page).filter({ hasText: question });
  const panelId = (await button.getAttribute('aria-controls'))!;
  await questionHydrated(page, button);
  return {
    button,
    panel: page.locator(`[id="${panelId}"]`),
    expanded: () => button.getAttribute('aria-expanded'),
    hidden: () => page.locator(`[id="${panelId}"]`).getAttribute('hidden'),
    height: () => page.locator(`[id="${panelId}"]`).evaluate((el) => el.getBoundingClientRect().height),
  };
}

describe('a closed answer found in the page (hidden="until-found")', () => {
  test('is in the HTML hidden until found, and the answers open on arrival are not', async () => {
    const html = await (await fetch(`${baseUrl()}/en/faq`)).text();
    const panels = [...html.matchAll(/<disclosure-panel\b[^>]*>/g)].map((m) => m[0]);
    expect(panels.length).toBeGreaterThan(1);
    // "Who can apply for financing?" is open on arrival (content); the others are closed.
    expect(panels.map((p) => /hidden="until-found"/.test(p))).toEqual(panels.map((_, i) => i > 0));
    expect(html).toContain('Limited companies'); // the closed answers' words are in the page for search engines
  });

  test('found on the hydrated page, it opens through the collapse machine, and the button then closes it', async () => {
    const { page, problems } = await open('/en/faq', { width: 1280, warm: true });
    const q = await panelOf(page, 'What do I need to apply?');
    expect(await q.expanded()).toBe('false');
    expect(await q.hidden()).toBe('until-found');
    expect(await q.height()).toBe(0);
    // Chromium's find-in-page is out of a script's reach (window.find() skips hidden="until-found");
    // a link to a text fragment, followed by the visitor on the hydrated page, is the same search:
    // the browser finds the words in the closed panel, fires `beforematch` and scrolls to them.
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = '#:~:text=' + encodeURIComponent('organization number');
      link.textContent = 'to the answer';
      link.id = 'to-answer';
      document.querySelector('main')!.append(link);
    });
    await page.focus('#to-answer');
    await page.keyboard.press('Enter'); // a visitor's activation: browsers follow text fragments only then
    await expect.poll(q.expanded).toBe('true');
    expect(await q.hidden()).toBeNull();
    expect(await q.height()).toBeGreaterThan(20);
    expect(await q.panel.getByText("the company's organization number").isVisible()).toBe(true);
    await q.button.click();
    await expect.poll(q.expanded).toBe('false');
    await expect.poll(q.hidden).toBe('until-found');
    expect(await q.height()).toBe(0);
    expect(problems).toEqual([]);
    await leave(page);
  });

  test('found before any script ran (a #:~:text= link), it shows; once hydrated the machine agrees it is open', async () => {
    // The page's scripts wait until the browser has applied the text fragment to the server's HTML.
    let release!: () => void;
    const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
    let revealedFirst: Promise<boolean> = Promise.resolve(false);
    const { page, problems } = await open('/en/faq#:~:text=' + encodeURIComponent('We promise a decision within 24 hours'), {
      width: 1280,
      beforeGoto: async (p) => {
        await p.route('**/_next/static/**/*.js', async (route) => {
          await scriptsHeld;
          await route.continue();
        });
        // open() waits for the load event and hydration: let the scripts go once the fragment is applied.
        revealedFirst = p
          .waitForFunction(() => {
            const button = [...document.querySelectorAll('main :is(h2, h3) > button')].find((b) => b.textContent === 'How long does a decision take?');
            const panel = button && document.getElementById(button.getAttribute('aria-controls') ?? '');
            return panel ? !panel.hasAttribute('hidden') && !Object.keys(panel).some((key) => key.startsWith('__react')) : false;
          })
          .then(
            () => true,
            () => false,
          )
          .finally(release);
      },
    });
    expect(await revealedFirst).toBe(true);
    await hydrated(page, 'main fieldset');
    const q = await panelOf(page, 'How long does a decision take?');
    await expect.poll(q.expanded).toBe('true');
    expect(await q.hidden()).toBeNull();
    expect(await q.height()).toBeGreaterThan(20);
    await q.button.click(); // one click closes it: the machine knew it was open
    await expect.poll(q.expanded).toBe('false');
    await expect.poll(q.hidden).toBe('until-found');
    expect(problems).toEqual([]);
    await leave(page);
  });
});

describe("a tap before the page's scripts ran (a slow phone)", () => {
  test('opens or closes the answer at once; once hydrated the machine agrees, and the next tap is the island’s', async () => {
    const { page, problems, release } = await openBeforeScripts('/en/faq', { width: 375 });
    const question = (name: string) => {
      const button = questions(page).filter({ hasText: name });
      const panel = async () => page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
      return {
        button,
        expanded: () => button.getAttribute('aria-expanded'),
        hidden: async () => (await panel()).getAttribute('hidden'),
        height: async () => (await panel()).evaluate((el) => el.getBoundingClientRect().height),
      };
    };
    const closed = question('What do I need to apply?');
    const open = question('Who can apply for financing?'); // open on arrival (content)
    const selector = `main button[aria-controls="${await closed.button.getAttribute('aria-controls')}"]`;
    expect(await closed.expanded()).toBe('false');
    expect(await open.expanded()).toBe('true');
    await closed.button.click();
    await open.button.click();
    expect(await page.evaluate(committedByReact, selector)).toBe(false); // no script of the page has run
    expect(await closed.expanded()).toBe('true');
    expect(await closed.hidden()).toBeNull();
    expect(await closed.height()).toBeGreaterThan(20);
    expect(await page.getByText("the company's organization number").isVisible()).toBe(true);
    expect(await open.expanded()).toBe('false');
    expect(await open.hidden()).toBe('until-found');
    expect(await open.height()).toBe(0);

    release();
    await hydrated(page, selector);
    expect(await closed.button.getAttribute('data-early')).toBeNull(); // the island's from now on
    expect(await closed.expanded()).toBe('true');
    expect(await open.expanded()).toBe('false');
    // One tap each toggles them back: the machine took the page's state as its own.
    await closed.button.click();
    await open.button.click();
    await expect.poll(closed.expanded).toBe('false');
    await expect.poll(closed.hidden).toBe('until-found');
    await expect.poll(open.expanded).toBe('true');
    await expect.poll(open.height).toBeGreaterThan(20);
    expect(problems).toEqual([]);
    await leave(page);
  });
});

describe("a category picked before the page's scripts ran", () => {
  test('the radio checks itself; once the list has hydrated it shows that category, and says how many it holds', async () => {
    const { page, problems, release } = await openBeforeScripts('/en/faq', { width: 375 });
    const radios = page.getByRole('radiogroup', { name: 'Categories' }).getByRole('radio');
    await page.locator('main fieldset label').filter({ hasText: 'Terms' }).click();
    expect(await radios.nth(1).isChecked()).toBe(true);
    expect(await page.evaluate(committedByReact, 'main fieldset')).toBe(false);
    release();
    await hydrated(page, 'main fieldset');
    await expect.poll(() => questions(page).allTextContents()).toContain('How do you handle my data?');
    expect(await questions(page).allTextContents()).not.toContain('What do I need to apply?');
    expect(await radios.nth(1).isChecked()).toBe(true);
    await expect.poll(() => page.locator('main [role="status"][data-category-shown]').textContent()).toMatch(/ Terms$/);
    // The first category again, by a click: the list follows.
    await page.locator('main fieldset label').filter({ hasText: 'Applying' }).click();
    await expect.poll(() => questions(page).allTextContents()).toContain('What do I need to apply?');
    expect(problems).toEqual([]);
    await leave(page);
  });
});

describe('opening and closing', () => {
  test('the height moves over --motion-collapse, then the panel rests at its natural height', async () => {
    const { page, problems } = await open('/en/faq', { width: 1280, warm: true });
    const q = await panelOf(page, 'How long does a decision take?');
    // The panel's transitions as the browser reports them (not timed: a busy machine only delays them).
    const transitions = () => q.panel.evaluate((el) => (el as HTMLElement & { transitions?: string[] }).transitions ?? []);
    await q.panel.evaluate((el) => {
      const seen: string[] = [];
      (el as HTMLElement & { transitions?: string[] }).transitions = seen;
      el.addEventListener('transitionend', (e) => {
        if (e.target === el) seen.push(`${(e as TransitionEvent).propertyName} ${(e as TransitionEvent).elapsedTime}s`);
      });
    });
    await q.button.click();
    await expect.poll(transitions).toEqual(['height 0.2s']); // SPEC §9: 200 ms
    await expect.poll(() => q.panel.evaluate((el) => el.style.getPropertyValue('--panel-height'))).toBe('');
    const natural = await q.height();
    expect(natural).toBeGreaterThan(20);
    // Content that reflows (a narrower window) changes the open panel's height with it: it is auto again.
    await page.setViewportSize({ width: 375, height: 900 });
    await expect.poll(q.height).not.toBe(natural);
    await q.button.click();
    await expect.poll(q.hidden).toBe('until-found');
    // Hidden only once its closing transition has ended.
    expect(await transitions()).toEqual(['height 0.2s', 'height 0.2s']);
    expect(problems).toEqual([]);
    await leave(page);
  });

  test('with reduced motion the panel opens and closes at once', async () => {
    const { page, problems } = await open('/en/faq', { width: 1280, beforeGoto: (p) => p.emulateMedia({ reducedMotion: 'reduce' }) });
    const q = await panelOf(page, 'How long does a decision take?');
    // What `hidden` is in the task after the click's (not a poll, which would wait out any delay): at once means there.
    const hiddenTheTaskAfter = async () => {
      await q.panel.evaluate((panel) => {
        delete panel.dataset.next;
        window.addEventListener('click', () => setTimeout(() => (panel.dataset.next = String(panel.getAttribute('hidden')))), { once: true });
      });
      await q.button.click();
      await expect.poll(() => q.panel.getAttribute('data-next')).not.toBeNull();
      return q.panel.getAttribute('data-next');
    };
    expect(await hiddenTheTaskAfter()).toBe('null');
    expect(await q.panel.evaluate((el) => el.getAnimations().length)).toBe(0);
    expect(await q.height()).toBeGreaterThan(20);
    expect(await hiddenTheTaskAfter()).toBe('until-found');
    expect(await q.height()).toBe(0);
    expect(problems).toEqual([]);
    await leave(page);
  });

  test('Enter and Space on a question toggle it; the "+" turns', async () => {
    const { page, problems } = await open('/en/faq', { width: 1280, beforeGoto: (p) => p.emulateMedia({ reducedMotion: 'reduce' }) });
    const q = await panelOf(page, 'What do I need to apply?');
    const turn = () => q.button.evaluate((el) => getComputedStyle(el, '::after').transform);
    expect(await turn()).toBe('none');
    // A sign the question's name leaves out: the plain one is for browsers without alternative text only.
    expect(await q.button.evaluate((el) => getComputedStyle(el, '::after').content)).toBe('"+" / ""');
    expect(await q.button.getAttribute('aria-label')).toBeNull();
    expect(await page.getByRole('button', { name: 'What do I need to apply?', exact: true }).count()).toBe(1);
    await q.button.focus();
    await page.keyboard.press('Enter');
    await expect.poll(q.expanded).toBe('true');
    expect(await turn()).not.toBe('none');
    await page.keyboard.press('Space');
    await expect.poll(q.expanded).toBe('false');
    expect(problems).toEqual([]);
    await leave(page);
  });
});

describe('the category filter from the keyboard', () => {
  test('one Tab stop named by its legend; the arrow keys choose a category and the list follows', async () => {
    const { page, problems } = await open('/en/faq', { width: 1280, warm: true });
    await hydrated(page, 'main fieldset'); // the lazily loaded list: an arrow key before would check a radio and filter nothing
    const group = page.getByRole('radiogroup', { name: 'Categories' });
    const radios = group.getByRole('radio');
    const names = await radios.evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
    expect(names).toEqual(['Applying', 'Terms', 'Flex credit', 'Weekly loan', 'Invoice financing']);
    const first = await questions(page).allTextContents();
    expect(first).toContain('What do I need to apply?');

    // Tab from the page's heading reaches the selected category first.
    await page.locator('h1').click();
    for (let i = 0; i < 20 && !(await page.evaluate(() => document.activeElement?.getAttribute('type') === 'radio')); i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).value)).toBe('Applying');
    // The focus ring is on the pill the radio lies over.
    const ring = () => page.evaluate(() => getComputedStyle(document.activeElement!.nextElementSibling!).outlineStyle);
    expect(await ring()).toBe('solid');

    // Nothing is said on load; picking a category says how many questions it holds (the radio's own name says nothing of the list).
    const status = page.locator('main [role="status"][data-category-shown]');
    expect(await status.textContent()).toBe('');
    await page.keyboard.press('ArrowRight');
    expect(await radios.nth(1).isChecked()).toBe(true);
    await expect.poll(() => questions(page).allTextContents()).toContain('How do you handle my data?');
    expect(await questions(page).allTextContents()).not.toContain('What do I need to apply?');
    const terms = await questions(page).count();
    expect(await status.textContent()).toBe(`${terms} ${terms === 1 ? 'question' : 'questions'} about Terms`);

    await page.keyboard.press('ArrowLeft');
    expect(await radios.nth(0).isChecked()).toBe(true);
    await expect.poll(() => questions(page).allTextContents()).toEqual(first);

    // The group is one Tab stop: the next Tab leaves it for the first question.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(first[0]);
    expect(problems).toEqual([]);
    await leave(page);
  });

  test('a team picked on the jobs page: how many jobs it holds is said, in Swedish', async () => {
    const { page, problems } = await open('/sv/jobb', { warm: true });
    await hydrated(page, 'main fieldset');
    const pill = page.locator('main fieldset label').nth(1);
    const team = (await pill.textContent())!;
    await pill.click();
    const status = page.locator('main [role="status"][data-category-shown]');
    await expect.poll(() => status.textContent()).not.toBe('');
    const jobs = await page.locator('main :is(h2, h3) > button[aria-controls]:visible').count();
    expect(await status.textContent()).toBe(`${jobs} ${jobs === 1 ? 'tjänst' : 'tjänster'} i ${team}`);
    expect(problems).toEqual([]);
    await leave(page);
  });

  test('the selected pill has the primary colour; a click on a pill selects it', async () => {
    const { page, problems } = await open('/en/faq', { width: 375, warm: true });
    await hydrated(page, 'main fieldset');
    const pills = page.locator('main fieldset label');
    const background = (i: number) => pills.nth(i).evaluate((label) => getComputedStyle(label.querySelector('span')!).backgroundColor);
    const selected = await background(0);
    expect(await background(1)).not.toBe(selected);
    await pills.nth(2).click();
    await expect.poll(() => background(2)).toBe(selected);
    expect(await background(0)).not.toBe(selected);
    expect(await questions(page).allTextContents()).toContain('How does flex credit work?');
    expect(problems).toEqual([]);
    await leave(page);
  });
});

describe('axe-core on the FAQ and job pages in every state', () => {
  test.each([
    ['/sv/fragor', 375],
    ['/sv/fragor', 1280],
    ['/sv/jobb', 1280],
  ] as const)('%s at %i px: closed, with a question open, and with another category', async (path, width) => {
    const { page, problems } = await open(path, { width, warm: true });
    await questionHydrated(page, questions(page).nth(1));
    expect(await axeViolations(page)).toEqual([]);
    await questions(page).nth(1).click();
    await expect.poll(() => questions(page).nth(1).getAttribute('aria-expanded')).toBe('true');
    expect(await axeViolations(page)).toEqual([]);
    const radios = page.getByRole('radiogroup').getByRole('radio');
    if ((await radios.count()) > 1) {
      await radios.nth(1).check();
      // The pills' colours ease in: axe reads contrast once the transitions have ended, as a visitor sees it.
      await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
      expect(await axeViolations(page)).toEqual([]);
    }
    expect(problems).toEqual([]);
    await leave(page);
  });
});

describe("the carousel's buttons from the keyboard", () => {
  test('Enter on a step shows its slide and stops autoplay; Space pauses and plays', async () => {
    const { page, problems } = await open('/en/about-us', { width: 1280, beforeGoto: (p) => p.clock.install() });
    const carousel = page.locator('[data-carousel]');
    await hydrated(page, '[data-carousel]'); // a lazily loaded island
    // The slide a visitor chooses is said (a slide's change is attributes only, which no live region speaks);
    // the first slide and autoplay's changes are not.
    const said = carousel.locator('[role="status"][data-slide-shown]');
    expect(await said.textContent()).toBe('');
    const step = carousel.getByRole('button', { name: /^Show slide 3/ });
    const title = (await step.getAttribute('aria-label'))!.replace(/^Show slide 3: /, '');
    await step.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => carousel.getAttribute('data-index')).toBe('2');
    expect(await carousel.getAttribute('data-playing')).toBeNull();
    expect(await said.textContent()).toBe(`${title} (3 of ${await carousel.locator('[data-slide-shown] ~ * button[aria-label^="Show slide"]').count()})`);
    const play = carousel.getByRole('button', { name: 'Play the slideshow' });
    await play.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => carousel.getAttribute('data-playing')).toBe('true');
    expect(await said.textContent()).toBe('');
    // Focus goes to the button that took the pressed one's place in the next frame (CarouselStage's toggle): waited for.
    await expect.poll(() => page.evaluate(() => document.activeElement?.hasAttribute('data-autoplay-toggle'))).toBe(true);
    expect(problems).toEqual([]);
    await leave(page);
  });
});
