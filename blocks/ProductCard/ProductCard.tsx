import { defineBlock } from '../_ui/context';
import { CtaRow } from '../_ui/CtaRow';
import { Icon } from '../_ui/Icon';
import { Lines } from '../_ui/Lines';
import { Picture } from '../_ui/Picture';
import styles from './ProductCard.module.css';

export default defineBlock('ProductCard', function ProductCard({ blok, ctx }) {
  const features = blok.features
    .split('\n')
    // One per line; a bullet the editor typed too ("• Snabbt besked", "- Flexibelt") is the list's own.
    .map((line) => line.replace(/^\s*[•·▪‣◦*–—-]\s+/u, '').trim())
    .filter(Boolean);
  return (
    <article className={styles.card}>
      {blok.label && <span className={styles.label}>{blok.label}</span>}
      {blok.image ? (
        <Picture asset={blok.image} sizes="(min-width: 64em) 22rem, 100vw" className={styles.image} />
      ) : (
        blok.icon && (
          <span className={styles.icon}>
            <Icon name={blok.icon} />
          </span>
        )
      )}
      <h3 className={styles.title}>{blok.title}</h3>
      {blok.text && (
        <p className={styles.text}>
          <Lines text={blok.text} />
        </p>
      )}
      {features.length > 0 && (
        <ul className={styles.features}>
          {features.map((f, i) => (
            <li key={i}>
              <Icon name="check" size={18} />
              <span>{f}</span>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.actions}>
        <CtaRow ctas={blok.ctas} ctx={ctx} />
      </div>
    </article>
  );
});
