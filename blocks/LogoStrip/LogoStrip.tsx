import { defineBlock } from '../_ui/context';
import { Picture } from '../_ui/Picture';
import { Section } from '../_ui/Section';
import styles from './LogoStrip.module.css';

/** A strip of logos under an optional title. Left without either, the engine leaves it out (blocks/_lib/emptySections). */
export default defineBlock('LogoStrip', function LogoStrip({ blok }) {
  return (
    <Section background={blok.background} size={blok.size}>
      <div className={styles.strip}>
        {blok.title && <p className={styles.title}>{blok.title}</p>}
        {blok.assets.length > 0 && (
          <ul className={styles.logos}>
            {blok.assets.map((asset, i) => (
              <li key={i}>
                <Picture asset={asset} width={160} height={48} sizes="160px" />
              </li>
            ))}
          </ul>
        )}
      </div>
    </Section>
  );
});
