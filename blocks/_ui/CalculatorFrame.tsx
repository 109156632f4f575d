import { Fragment, type CSSProperties, type ReactNode } from 'react';
import styles from './CalculatorFrame.module.css';
import { WholeEnd } from './WholeEnd';

export interface CalculatorFrameRow {
  /** Names the row for styles and tests (data-row): "cost", "perWeek", … */
  key: string;
  label: string;
  value: string;
  /** The headline figure of the panel. */
  lead: boolean;
}

/**
 * A figure's <dd>; one of parts joined by "+" ("28 × SEK 2,362 + 24 × SEK 2,361") as one box a part: a line breaks
 * between the parts first, and inside one (after its "×") only where a part alone is wider than the panel.
 */
function FigureParts({ value }: { value: string }) {
  const parts = value.split(/(?<=\+) /u);
  if (parts.length === 1) return <dd>{value}</dd>;
  // Whole: laid out from the row's end, a first part painted before the rest arrived moved when it came.
  return (
    <dd data-whole>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && ' '}
          <span className={styles.part}>{part}</span>
        </Fragment>
      ))}
      <WholeEnd />
    </dd>
  );
}

/**
 * The characters of a figure's longest part that cannot break: the runs between the places a line may break, an
 * ordinary space or an en dash (rules/ formats hold a figure's own spaces as no-break ones: the payments' "SEK 406,539 +",
 * a range's halves). The CSS sizes a figure by it, so the longest stays inside the panel with a larger text.
 */
export const longestPart = (value: string): number => Math.max(1, ...value.split(/(?<= |–)/u).map((part) => [...part.trim()].length));

/**
 * The calculators' layout (SPEC §2): sliders on the left, the result in a side panel, and a footer
 * with the disclaimer and the call to action; without JavaScript a form in the sliders' place.
 * Presentational only: the calculator island computes through rules/ and hands in formatted rows.
 * The headline row is a `data-lead` variant.
 */
export function CalculatorFrame({
  kind,
  sliders,
  form,
  rows,
  disclaimer,
  cta,
  announcement = '',
}: {
  kind: string;
  sliders: ReactNode;
  /** What takes the sliders' place without JavaScript (CalculatorForm). */
  form?: ReactNode;
  rows: readonly CalculatorFrameRow[];
  disclaimer: string;
  cta?: ReactNode;
  /**
   * What a screen reader is told once the sliders settle: the headline row with its label ("Total kostnad
   * 113 kr"), not each figure passed on the way nor a bare number.
   */
  announcement?: string;
}) {
  return (
    <div className={styles.calculator} data-calculator={kind}>
      <div className={styles.sliders}>{sliders}</div>
      {form}
      <div className={styles.panel} data-calculator-result>
        <dl className={styles.rows}>
          {rows.map((row) => (
            <div
              key={row.key}
              className={styles.row}
              data-row={row.key}
              data-lead={row.lead || undefined}
              style={{ '--figure-length': longestPart(row.value) } as CSSProperties}
            >
              <dt>{row.label}</dt>
              <FigureParts value={row.value} />
            </div>
          ))}
        </dl>
        <div className="visually-hidden" aria-live="polite" aria-atomic="true" data-calculator-announcement>
          {announcement}
        </div>
      </div>
      {(disclaimer || cta) && (
        // Whole: the disclaimer sits beside the call to action, and painted before it arrived moved as it did.
        <div className={styles.footer} data-whole>
          {disclaimer && <p className={styles.disclaimer}>{disclaimer}</p>}
          {cta}
          <WholeEnd />
        </div>
      )}
    </div>
  );
}
