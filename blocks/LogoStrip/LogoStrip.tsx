import { defineBlock } from '../_ui/context';
import { Picture } from '../_ui/Picture';
import { Section } from '../_ui/Section';
import styles from './LogoStrip.module.css';

export default defineBlock('LogoStrip', function LogoStrip({ blok }) {
  if (blok.assets.length === 0 && !blok.title) return null;
  return (
    <Section background={blok.background} size={blok.size}>
      <div className={styles.strip}>
        {blok.title && <p className={styles.title}>{blok.title}</p>}
        <ul className={styles.logos}>
          {blok.assets.map((asset, i) => (
            <li key={i}>
              <Picture asset={asset} width={160} height={48} sizes="160px" />
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
});
