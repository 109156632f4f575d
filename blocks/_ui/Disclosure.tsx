import type { ReactNode } from 'react';
import styles from './Disclosure.module.css';

/**
 * A question-and-answer style disclosure (FAQ items, job items): a native <details>, so it opens and
 * closes before any script runs; the collapse island adds category filtering on top.
 */
export function Disclosure({ summary, open, categories, children }: { summary: ReactNode; open: boolean; categories?: string; children: ReactNode }) {
  return (
    <details className={styles.item} open={open} data-categories={categories}>
      <summary className={styles.summary}>{summary}</summary>
      <div className={styles.answer}>{children}</div>
    </details>
  );
}
