import { createElement } from 'react';
import { defineBlock } from '../_ui/context';
import { Section } from '../_ui/Section';
import { BREAKPOINTS, titleTagForSize } from '../_ui/title';
import styles from './Heading.module.css';

/** Class of a (breakpoint, size) pair in Heading.module.css, e.g. lg + text-4xl → lg_text_4xl. */
const sizeClass = (bp: string, size: string) => styles[`${bp}-${size}`.replaceAll('2xl', 'xxl').replaceAll('-', '_')];

export default defineBlock('Heading', function Heading({ blok }) {
  const sizes = blok.sizes ?? {};
  // Without an explicit tag the title-size rule decides (and refuses a size it has no tag for).
  const tag = blok.tag || titleTagForSize(sizes.base ?? 'text-3xl');
  const classes = [styles.heading, blok.align === 'center' ? styles.center : ''];
  for (const bp of BREAKPOINTS) {
    const size = sizes[bp];
    if (size) classes.push(sizeClass(bp, size));
  }
  return (
    <Section background={blok.background} size={blok.size} className={styles.section}>
      {createElement(tag, { className: classes.filter(Boolean).join(' ') }, blok.text)}
    </Section>
  );
});
