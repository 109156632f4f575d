import { defineBlock } from '../_ui/context';
import { LogoList } from '../_ui/LogoList';
import { Section } from '../_ui/Section';
import styles from './LogoStrip.module.css';

/** A strip of logos under an optional title. Left without either, the engine leaves it out (blocks/_lib/emptySections). */
export default defineBlock('LogoStrip', function LogoStrip({ blok }) {
  return (
    <Section background={blok.background} size={blok.size}>
      <div className={styles.strip}>
        {blok.title && <p className={styles.title}>{blok.title}</p>}
        <LogoList assets={blok.assets} className={styles.logos} />
      </div>
    </Section>
  );
});
