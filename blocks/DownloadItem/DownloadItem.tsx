import { defineBlock } from '../_ui/context';
import { Icon } from '../_ui/Icon';
import { Picture } from '../_ui/Picture';
import styles from './DownloadItem.module.css';

/** One file of a Downloads grid; the asset link opens in a new tab (SPEC §2). */
export default defineBlock('DownloadItem', function DownloadItem({ blok, ctx }) {
  return (
    <li className={styles.item}>
      {blok.preview && <Picture asset={blok.preview} width={320} height={200} sizes="(min-width: 64em) 18rem, 100vw" className={styles.preview} decorative />}
      <div className={styles.body}>
        <h3 className={styles.title}>{blok.title}</h3>
        {blok.text && <p className={styles.text}>{blok.text}</p>}
        <a className={styles.link} href={blok.asset.src} target="_blank" rel="noopener noreferrer">
          <Icon name="download" size={18} />
          <span>
            {ctx.strings.download}
            <span className="visually-hidden">
              {' '}
              {blok.title} ({ctx.strings.opensInNewTab})
            </span>
          </span>
        </a>
      </div>
    </li>
  );
});
