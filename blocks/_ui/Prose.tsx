import { RichText } from '~/engine/render/RichText';
import type { RichTextDoc } from '~/engine/types';
import type { BlockContext } from './context';
import { CtaRow } from './CtaRow';
import { Picture } from './Picture';
import styles from './Prose.module.css';
import { SmartLink } from './SmartLink';

/** How wide an image in text is drawn, for the browser's choice of file: the column of narrow text (42rem) at most. */
export const TEXT_IMAGE_SIZES = '(min-width: 64em) 720px, 100vw';

/**
 * Rich text and markdown, rendered through the engine's one safe path with the site's links and images.
 * `imageSizes`: how wide its images are drawn, where the text is wider than the usual column.
 */
export function Prose({
  doc,
  ctx,
  compact = false,
  className,
  imageSizes = TEXT_IMAGE_SIZES,
}: {
  doc: RichTextDoc | undefined;
  ctx: BlockContext;
  compact?: boolean;
  className?: string;
  imageSizes?: string;
}) {
  const withParts: BlockContext = {
    ...ctx,
    renderLink: (link, children, key) => (
      <SmartLink key={key} link={link}>
        {children}
      </SmartLink>
    ),
    renderImage: (asset, key) => <Picture key={key} asset={asset} title={asset.title} sizes={imageSizes} />,
    renderCtas: (ctas, key) => <CtaRow key={key} ctas={ctas} />,
  };
  return <RichText doc={doc} ctx={withParts} className={[styles.prose, compact ? styles.compact : '', className].filter(Boolean).join(' ')} />;
}
