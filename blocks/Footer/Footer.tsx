import type { LinkItem } from '~/codegen/generated/types';
import { editableAttributes } from '~/engine/render/editable';
import { ConsentSettingsButton } from '../_ui/ConsentSettingsButton';
import { defineBlock } from '../_ui/context';
import { blockId } from '../_ui/ids';
import { FOOTER_ID } from '../_ui/landmarks';
import { LanguageMenu } from '../_ui/LanguageMenu';
import { Logo } from '../_ui/Logo';
import { LogoList } from '../_ui/LogoList';
import { Prose } from '../_ui/Prose';
import { SmartLink } from '../_ui/SmartLink';
import { WholeEnd } from '../_ui/WholeEnd';
import styles from './Footer.module.css';

/**
 * A column of links under its title; left without one (the resolver makes a blank title ""), no empty heading: the
 * column is named for screen readers only.
 */
function LinkColumn({ title, links, id, unnamed }: { title: string; links: readonly LinkItem[]; id: string; unnamed: string }) {
  if (links.length === 0) return null;
  const titled = title !== '';
  return (
    <nav {...(titled ? { 'aria-labelledby': id } : { 'aria-label': unnamed })}>
      {titled && (
        <h2 id={id} className={styles.heading}>
          {title}
        </h2>
      )}
      <ul className={styles.links}>
        {links.map((l, i) => (
          <li key={l._uid ?? i} {...editableAttributes(l)}>
            {l.link ? <SmartLink link={l.link}>{l.text}</SmartLink> : l.text}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The footer (SPEC §2): contact text, featured products, two link columns, partner logos, company and address, language menu. */
export default defineBlock('Footer', function Footer({ blok, ctx }) {
  const base = blockId(ctx, blok, 'f-');
  const id = (part: string) => `${base}-${part}`;
  return (
    <footer className={styles.footer} id={FOOTER_ID}>
      <div className={styles.inner}>
        <Logo />
        {/* Whole: columns share the row, and columns painted before the last arrived narrowed as it did. */}
        <div className={styles.columns} data-whole>
          <div className={styles.contact}>
            <h2 className={styles.heading}>{blok.contactTitle || ctx.strings.footerContact}</h2>
            <Prose doc={blok.contactText} ctx={ctx} compact />
          </div>
          <LinkColumn title={blok.productsTitle} links={blok.featuredProducts} id={id('products')} unnamed={ctx.strings.footerLinks} />
          <LinkColumn title={blok.column1Title} links={blok.column1} id={id('c1')} unnamed={ctx.strings.footerLinks} />
          <LinkColumn title={blok.column2Title} links={blok.column2} id={id('c2')} unnamed={ctx.strings.footerLinks} />
          <WholeEnd />
        </div>
        <LogoList assets={blok.partnerLogos} className={styles.partners} />
        {/* Whole: the tools are pushed to the row's end, and painted before the last arrived moved as it did. */}
        <div className={styles.bottom} data-whole>
          <address className={styles.company}>
            <strong>{blok.companyName}</strong>
            {blok.address && `\n${blok.address}`}
          </address>
          <div className={styles.tools}>
            <ConsentSettingsButton label={ctx.strings.consentSettings} />
            <LanguageMenu locale={ctx.locale} path={ctx.path} paths={ctx.pagePaths} label={ctx.strings.footerLanguage} opensUp />
          </div>
          <WholeEnd />
        </div>
      </div>
    </footer>
  );
});
