import { createElement, type CSSProperties } from 'react';
import { defineBlock } from '../_ui/context';
import { Section } from '../_ui/Section';
import { BREAKPOINTS, headingBlockTag } from '../_ui/title';
import styles from './Heading.module.css';

export default defineBlock('Heading', function Heading({ blok }) {
  const sizes = blok.sizes ?? {};
  // Without an explicit tag the title-size rule decides (and refuses a size it has no tag for).
  const tag = headingBlockTag(blok);
  // Each breakpoint that has a size: data-<bp> names it, --heading-<bp> carries its type-scale token.
  const attributes: Record<string, string> = {};
  const style: Record<string, string> = {};
  for (const bp of BREAKPOINTS) {
    const size = sizes[bp];
    if (!size) continue;
    attributes[`data-${bp}`] = size;
    style[`--heading-${bp}`] = `var(--${size})`;
  }
  return (
    <Section background={blok.background} size={blok.size} className={styles.section}>
      {createElement(tag, { className: styles.heading, 'data-align': blok.align, style: style as CSSProperties, ...attributes }, blok.text)}
    </Section>
  );
});
