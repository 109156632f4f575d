import { createElement, type ReactNode } from 'react';
import type { TextSize } from '~/codegen/generated/types';
import styles from './SectionTitle.module.css';
import { titleTagForSize } from './title';

/** A section's title; its tag follows the title-size rule (text-4xl → h2, text-3xl → h3). */
export function SectionTitle({ size = 'text-4xl', id, className, children }: { size?: TextSize; id?: string; className?: string; children: ReactNode }) {
  const className_ = [styles.title, styles[size.replace('-', '_')], className].filter(Boolean).join(' ');
  return createElement(titleTagForSize(size), { id, className: className_ }, children);
}

/** Title and introduction above a section's content. */
export function SectionHeader({ children, center = false }: { children: ReactNode; center?: boolean }) {
  return <div className={[styles.header, center ? styles.center : ''].join(' ')}>{children}</div>;
}
