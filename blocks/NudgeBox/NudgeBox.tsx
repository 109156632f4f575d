import { defineBlock } from '../_ui/context';
import { CtaRow } from '../_ui/CtaRow';
import { Icon } from '../_ui/Icon';
import styles from './NudgeBox.module.css';

export default defineBlock('NudgeBox', function NudgeBox({ blok, ctx }) {
  return (
    <aside className={styles.box} aria-label={blok.title} data-with-icon={blok.icon ? '' : undefined}>
      <div className={styles.text}>
        {blok.icon && <Icon name={blok.icon} className={styles.icon} size={28} />}
        <div>
          <p className={styles.title}>
            <strong>{blok.title}</strong>
          </p>
          {blok.text && <p className={styles.body}>{blok.text}</p>}
        </div>
      </div>
      {blok.ctas.length > 0 && (
        <div className={styles.actions}>
          <CtaRow ctas={blok.ctas} ctx={ctx} onDark />
        </div>
      )}
    </aside>
  );
});
