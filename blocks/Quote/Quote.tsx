import { defineBlock } from '../_ui/context';
import { Lines } from '../_ui/Lines';
import { Picture } from '../_ui/Picture';
import styles from './Quote.module.css';

export default defineBlock('Quote', function Quote({ blok }) {
  return (
    <li>
      <figure className={styles.quote}>
        <blockquote className={styles.text}>
          <p>
            <Lines text={blok.text} />
          </p>
        </blockquote>
        <figcaption className={styles.author}>
          {blok.image && <Picture asset={blok.image} width={96} height={96} sizes="48px" className={styles.portrait} decorative />}
          <span className={styles.who}>
            <cite className={styles.name}>{blok.author}</cite>
            {blok.role && <span className={styles.role}>{blok.role}</span>}
          </span>
        </figcaption>
      </figure>
    </li>
  );
});
