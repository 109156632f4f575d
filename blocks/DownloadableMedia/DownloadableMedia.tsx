import { defineBlock } from '../_ui/context';
import { Icon } from '../_ui/Icon';
import { blockId } from '../_ui/ids';
import { Picture } from '../_ui/Picture';
import { Prose } from '../_ui/Prose';
import { Section } from '../_ui/Section';
import { WholeEnd } from '../_ui/WholeEnd';
import styles from './DownloadableMedia.module.css';

/** One piece of media: a preview (or the image itself), its title and text, and a download link opening in a new tab. */
export default defineBlock('DownloadableMedia', function DownloadableMedia({ blok, ctx }) {
  const preview = blok.preview ?? (blok.media.isImage ? blok.media : undefined);
  const titleId = blockId(ctx, blok, 'dm-');
  return (
    <Section background={blok.background} size={blok.size} labelledBy={titleId}>
      <div className={styles.card} data-with-image={preview ? true : undefined}>
        {preview && (
          <div className={styles.preview}>
            <Picture asset={preview} width={640} height={480} sizes="(min-width: 64em) 28rem, (min-width: 48em) 45vw, 100vw" className={styles.image} />
          </div>
        )}
        {/* Whole: centred on the preview beside it, a body painted in part moved as the rest arrived. */}
        <div className={styles.body} data-whole>
          <h2 id={titleId} className={styles.title}>
            {blok.title}
          </h2>
          <Prose doc={blok.text} ctx={ctx} compact className={styles.text} />
          <a className={styles.download} href={blok.media.src} target="_blank" rel="noopener noreferrer">
            <Icon name="download" size={20} />
            <span>
              {blok.downloadText || ctx.strings.download}
              <span className="visually-hidden"> ({ctx.strings.opensInNewTab})</span>
            </span>
          </a>
          <WholeEnd />
        </div>
      </div>
    </Section>
  );
});
