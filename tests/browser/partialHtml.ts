import type { Page } from 'playwright-core';

export interface Moved {
  /** The element that moved: tag, first class, first words. */
  element: string;
  /** The element whose start tag the HTML had reached (the first such place it moved at). */
  cutAt: string;
  dx: number;
  dy: number;
}

/**
 * What the browser painted of a page whose HTML had arrived only in part, and that moves once the rest is there: for
 * each element of the page, the page is laid out as the parser has it just after that element's start tag (its
 * children and everything after it taken out), and every painted element is compared with its place in the whole page
 * (a visitor may scroll while the page loads). Run on a page whose scripts are held (no React changing the document);
 * restores the document after.
 *
 * The page as the parser has it at one element is the page at the next element with the last node taken out, so the
 * walk goes from the end of the page to its start, taking out one node at a time (each a leaf by then), and puts them
 * all back at the end: a cut costs a layout of what the last node touched, not of the whole page taken out and put back.
 *
 * Painted: text of its own, an image, a control, or a background, border or shadow. Unseen parts (`data-whole`, or
 * anything `visibility: hidden`) are left out, as the browser leaves them out of layout shifts.
 */
export function movesWhenTheRestArrives(page: Page): Promise<Moved[]> {
  return page.evaluate(() => {
    const skipped = ['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT'];
    // Every node of the body in document order (the order the parser meets their start), and the elements among them.
    const nodes: Node[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ALL);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node);
    const elements = nodes.filter((node): node is Element => node instanceof Element && !skipped.includes(node.nodeName));
    // The page's scroll is read once a layout (each read of it asks for a clean layout), not once an element.
    const place = (element: Element, scroll: { x: number; y: number }) => {
      const r = element.getBoundingClientRect();
      return { x: r.x + scroll.x, y: r.y + scroll.y, width: r.width, height: r.height };
    };
    const scrolled = { x: scrollX, y: scrollY };
    const whole = elements.map((element) => place(element, scrolled));
    const name = (element: Element) => {
      const className = typeof element.className === 'string' ? element.className.split(' ')[0] : '';
      const words = element.textContent?.trim().slice(0, 30);
      return `${element.nodeName.toLowerCase()}${className ? `.${className}` : ''}${words ? ` «${words}»` : ''}`;
    };
    const painted = (element: Element, style: CSSStyleDeclaration) =>
      ['IMG', 'svg', 'VIDEO', 'INPUT', 'BUTTON', 'SELECT', 'TEXTAREA', 'IFRAME'].includes(element.nodeName) ||
      [...element.childNodes].some((child) => child.nodeType === Node.TEXT_NODE && child.textContent?.trim()) ||
      style.backgroundColor !== 'rgba(0, 0, 0, 0)' ||
      style.backgroundImage !== 'none' ||
      style.borderTopWidth !== '0px' ||
      style.boxShadow !== 'none';
    // By element: the first cut it moved at, and how far.
    const moved = new Map<Element, { cut: number; dx: number; dy: number }>();
    const taken: [parent: Node, node: Node][] = [];
    let last = nodes.length - 1;
    for (let i = elements.length - 1; i >= 0; i--) {
      const cut = elements[i]!;
      // Take out what has not arrived when the parser is at the cut's start tag: every node after it.
      for (; nodes[last] !== cut; last--) {
        const node = nodes[last]!;
        taken.push([node.parentNode!, node]);
        node.parentNode!.removeChild(node);
      }
      const scroll = { x: scrollX, y: scrollY };
      for (let j = 0; j <= i; j++) {
        const element = elements[j]!;
        const now = place(element, scroll);
        if (now.width === 0 || now.height === 0) continue; // not drawn yet: appearing later is no shift
        const then = whole[j]!;
        // Above the page's top (a skip link until it is focused) is never seen.
        if (now.y + now.height <= 0 && then.y + then.height <= 0) continue;
        const dx = Math.abs(now.x - then.x);
        const dy = Math.abs(now.y - then.y);
        if (dx <= 0.5 && dy <= 0.5) continue;
        const style = getComputedStyle(element);
        if (style.visibility !== 'visible' || style.display === 'none' || !painted(element, style)) continue;
        moved.set(element, { cut: i, dx: Math.round(dx), dy: Math.round(dy) });
      }
    }
    for (const [parent, node] of taken.reverse()) parent.appendChild(node);
    // An element is named by its tag, class and words: two alike are reported once, at the first cut either moved at.
    const byName = new Map<string, { cut: number; dx: number; dy: number }>();
    for (const [element, how] of moved) {
      const seen = byName.get(name(element));
      if (!seen || how.cut < seen.cut) byName.set(name(element), how);
    }
    return [...byName].sort(([, a], [, b]) => a.cut - b.cut).map(([element, { cut, dx, dy }]) => ({ element, cutAt: name(elements[cut]!), dx, dy }));
  });
}
