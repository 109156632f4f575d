import { RichText } from '~/engine/render/RichText';
import type { RichTextDoc } from '~/engine/types';
import type { BlockContext } from './context';
import { CtaRow } from './CtaRow';
import { Picture } from './Picture';
import styles from './Prose.module.css';
import { SmartLink } from './SmartLink';

/** Rich text and markdown, rendered through the engine's one safe path with the site's links and images. */
export function Prose({ doc, ctx, compact = false, className }: { doc: RichTextDoc | undefined; ctx: BlockContext; compact?: boolean; className?: string }) {
  const withParts: BlockContext = {
    ...ctx,
    renderLink: (link, children, key) => (
      <SmartLink key={key} link={link}>
        {children}
      </SmartLink>
    ),
    renderImage: (asset, key) => <Picture key={key} asset={asset} title={asset.title} sizes="(min-width: 64em) 720px, 100vw" />,
    renderCtas: (ctas, key) => <CtaRow key={key} ctas={ctas} />,
  };
  return <RichText doc={doc} ctx={withParts} className={[styles.prose, compact ? styles.compact : '', className].filter(Boolean).join(' ')} />;
}
