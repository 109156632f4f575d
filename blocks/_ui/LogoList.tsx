import type { ResolvedAsset } from '~/engine/types';
import styles from './LogoImage.module.css';
import { Picture } from './Picture';
import { WholeEnd } from './WholeEnd';

/**
 * A list of logos (a logo strip's, the footer's partners), each at its drawn size (160 × 48): nothing when there are
 * none, so no empty list is announced. The block styles the list and its images.
 */
export function LogoList({ assets, className }: { assets: readonly ResolvedAsset[]; className: string | undefined }) {
  if (assets.length === 0) return null;
  return (
    // Whole: a strip centres its logos, and one painted with some of them moved as the rest arrived.
    <ul className={className} data-whole>
      {assets.map((asset, i) => (
        <li key={i}>
          <Picture asset={asset} width={160} height={48} sizes="160px" className={styles.logo} />
        </li>
      ))}
      <WholeEnd as="li" />
    </ul>
  );
}
