import type { Diagnostic, DroppedBlok } from '../types';
import styles from './DiagnosticCard.module.css';
import { editableAttributes } from './editable';

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

/**
 * In the place of a blok left out of draft content: what it was and why, selectable in the Visual Editor like the
 * blok itself (its editable attributes), so a click on it opens the fields to mend.
 */
export function DroppedBlokCard({ dropped }: { dropped: DroppedBlok }) {
  return (
    <aside role="note" className={styles.card} data-diagnostic="dropped" {...editableAttributes({ _editable: dropped.editable })}>
      <p className={styles.title}>{`Not shown: ${dropped.component} (_uid ${dropped.uid})`}</p>
      {dropped.reasons.map((reason, i) => (
        <p key={i} className={styles.message}>
          {reason}
        </p>
      ))}
    </aside>
  );
}

/**
 * In the place of a blok with nothing to show (EngineContext.nothingToShow), which the public site leaves out: why,
 * selectable in the Visual Editor like the blok itself, so the editor can find it and fill it in.
 */
export function EmptyBlokCard({ blok, message }: { blok: { component: string; _uid: string }; message: string }) {
  return (
    <aside role="note" className={`${styles.card} ${styles.warning}`} data-diagnostic="empty" {...editableAttributes(blok)}>
      <p className={styles.title}>{`Not shown: ${blok.component}${blok._uid ? ` (_uid ${blok._uid})` : ''}`}</p>
      <p className={styles.message}>{message}</p>
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
