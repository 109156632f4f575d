import type { Diagnostic } from '../types';
import styles from './DiagnosticCard.module.css';

/** A visible note about broken content, shown in development and preview only. */
export function DiagnosticCard({ diagnostic }: { diagnostic: Diagnostic }) {
  const d = diagnostic;
  return (
    <aside role="note" className={`${styles.card} ${d.severity === 'warning' ? styles.warning : ''}`} data-diagnostic={d.severity}>
      <p className={styles.title}>
        {d.severity === 'error' ? 'Content error' : 'Content warning'}: {d.component}
        {d.uid ? ` (_uid ${d.uid})` : ''}
      </p>
      <p className={styles.message}>
        {d.pointer || '/'} — {d.message}
      </p>
    </aside>
  );
}

/** Every diagnostic of a page, collapsed under one summary so the page itself stays readable. */
export function DiagnosticsPanel({ diagnostics }: { diagnostics: readonly Diagnostic[] }) {
  if (diagnostics.length === 0) return null;
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  return (
    <>
      <details id="diagnostics" className={styles.panel} open={errors > 0} data-diagnostics={diagnostics.length}>
        <summary>
          Content diagnostics on this page: {errors} error(s), {diagnostics.length - errors} warning(s) (shown in development and preview only)
        </summary>
        {diagnostics.map((d, i) => (
          <DiagnosticCard key={i} diagnostic={d} />
        ))}
      </details>
      {errors > 0 && (
        // Always in view: an editor typing far down the page sees at once that a block went (a required field
        // emptied drops its block), and the link leads to why.
        <a href="#diagnostics" className={styles.badge} data-diagnostics-badge="">
          {errors === 1 ? '1 content error' : `${errors} content errors`}: see why
        </a>
      )}
    </>
  );
}
