import type { Page } from 'playwright-core';

export interface Moved {
  /** The element that moved: tag, first class, first words. */
  element: string;
  /** The element whose start tag the HTML had reached. */
  cutAt: string;
  dx: number;
  dy: number;
}

/**
 * What the browser painted of a page whose HTML had arrived only in part, and that moves once the rest is there: for
 * each element of the page, the page is laid out as the parser has it just after that element's start tag (its
 * children and everything after it taken out), and every painted element is compared with its place in the whole page
 * (a visitor may scroll while the page loads). Run on a page whose scripts are held (no React changing the document);
 * restores the document after. The start page takes a few seconds.
 *
 * Painted: text of its own, an image, a control, or a background, border or shadow. Unseen parts (`data-whole`, or
 * anything `visibility: hidden`) are left out, as the browser leaves them out of layout shifts.
 */
export function movesWhenTheRestArrives(page: Page): Promise<Moved[]> {
  return page.evaluate(() => {
    const elements: Element[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT);
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      if (!['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT'].includes(node.nodeName)) elements.push(node as Element);
    const place = (element: Element) => {
      const r = element.getBoundingClientRect();
      return { x: r.x + scrollX, y: r.y + scrollY, width: r.width, height: r.height };
    };
    const whole = new Map(elements.map((element) => [element, place(element)]));
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
    const moved = new Map<string, { cutAt: string; dx: number; dy: number }>();
    for (let i = 0; i < elements.length; i++) {
      const cut = elements[i]!;
      // Take out what has not arrived, last first, so that putting it back in reverse restores the order.
      const taken: [parent: Node, node: Node][] = [];
      for (let child = cut.lastChild; child; child = cut.lastChild) {
        taken.push([cut, child]);
        child.remove();
      }
      for (let at: Node = cut; at.parentNode && at !== document.body; at = at.parentNode)
        while (at.nextSibling) {
          const last = at.parentNode.lastChild!;
          taken.push([at.parentNode, last]);
          last.remove();
        }
      for (const element of elements.slice(0, i + 1)) {
        if (!element.isConnected) continue;
        const style = getComputedStyle(element);
        if (style.visibility !== 'visible' || style.display === 'none' || !painted(element, style)) continue;
        const now = place(element);
        if (now.width === 0 || now.height === 0) continue; // not drawn yet: appearing later is no shift
        const then = whole.get(element)!;
        // Above the page's top (a skip link until it is focused) is never seen.
        if (now.y + now.height <= 0 && then.y + then.height <= 0) continue;
        const dx = Math.abs(now.x - then.x);
        const dy = Math.abs(now.y - then.y);
        if ((dx > 0.5 || dy > 0.5) && !moved.has(name(element))) moved.set(name(element), { cutAt: name(cut), dx: Math.round(dx), dy: Math.round(dy) });
      }
      for (const [parent, node] of taken.reverse()) parent.appendChild(node);
    }
    return [...moved].map(([element, how]) => ({ element, ...how }));
  });
}
