import type { ReactNode } from 'react';
import styles from './CalculatorFrame.module.css';

export interface CalculatorRow {
  label: string;
  value: string;
  /** The headline figure of the panel. */
  lead?: boolean;
}

/**
 * The calculators' shared layout (SPEC §2): sliders on the left, the result in a side panel, and a
 * footer with the disclaimer and the call to action. Presentational only: the islands compute.
 */
export function CalculatorFrame({
  sliders,
  rows,
  disclaimer,
  cta,
  name,
}: {
  sliders: ReactNode;
  rows: readonly CalculatorRow[];
  disclaimer: string;
  cta?: ReactNode;
  name: string;
}) {
  return (
    <div className={styles.calculator} data-calculator={name}>
      <div className={styles.sliders}>{sliders}</div>
      <div className={styles.panel} data-calculator-result>
        <dl className={styles.rows}>
          {rows.map((row) => (
            <div key={row.label} className={row.lead ? styles.lead : styles.row}>
              <dt>{row.label}</dt>
              {/* Only the headline figure is announced as the sliders move; the rest is there to read. */}
              <dd aria-live={row.lead ? 'polite' : undefined}>{row.value}</dd>
            </div>
          ))}
        </dl>
      </div>
      {(disclaimer || cta) && (
        <div className={styles.footer}>
          {disclaimer && <p className={styles.disclaimer}>{disclaimer}</p>}
          {cta}
        </div>
      )}
    </div>
  );
}
