import { createElement, type ReactNode } from 'react';
import type { TextSize } from '~/codegen/generated/types';
import styles from './SectionTitle.module.css';
import { titleTagForSize } from './title';

/** A section's title; its tag follows the title-size rule (text-4xl → h2, text-3xl → h3). */
export function SectionTitle({ size = 'text-4xl', id, children }: { size?: TextSize; id?: string; children: ReactNode }) {
  return createElement(titleTagForSize(size), { id, className: styles.title, 'data-size': size }, children);
}

/** Title and introduction above a section's content. */
export function SectionHeader({ children }: { children: ReactNode }) {
  return <div className={styles.header}>{children}</div>;
}
