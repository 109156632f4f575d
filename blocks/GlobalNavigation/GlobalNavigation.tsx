import { RenderBlocks } from '~/engine/render/RenderBlocks';
import { defineBlock } from '../_ui/context';
import { editableAttributes } from '~/engine/render/editable';
import { CtaLink } from '../_ui/CtaLink';
import { LanguageMenu } from '../_ui/LanguageMenu';
import { Logo } from '../_ui/Logo';
import { PhoneLink } from '../_ui/PhoneLink';
import { SmartLink } from '../_ui/SmartLink';
import { WholeEnd } from '../_ui/WholeEnd';
import { NavBar } from './GlobalNavigation.client';
import styles from './GlobalNavigation.module.css';

const ENV_BADGE = { development: 'LO', preview: 'PR', production: null } as const;

/** The navigation bar (SPEC §2): logo to home, items, phone, login and register, language menu. */
export default defineBlock('GlobalNavigation', function GlobalNavigation({ blok, ctx }) {
  const badge = ENV_BADGE[ctx.environment];
  const login = blok.login[0];
  const register = blok.register[0];
  return (
    <NavBar
      openLabel={ctx.strings.openMenu}
      closeLabel={ctx.strings.closeMenu}
      start={
        <>
          <SmartLink link={{ kind: 'internal', href: `/${ctx.locale}` }} className={styles.home} aria-label={ctx.strings.home}>
            <Logo />
          </SmartLink>
          {badge && (
            <span className={styles.badge} title={`Environment: ${ctx.environment}`} data-env-badge>
              {badge}
            </span>
          )}
        </>
      }
      panel={
        <>
          {/* No items (none added, or every one left out): no empty list, and no landmark leading nowhere. */}
          {blok.items.length > 0 && (
            <nav aria-label={ctx.strings.mainNavigation}>
              <ul className={styles.items}>
                <RenderBlocks bloks={blok.items} ctx={ctx} listItems />
              </ul>
            </nav>
          )}
          {/* Whole: pushed to the bar's end, actions painted before the last arrived moved left as it did. */}
          <div className={styles.actions} data-whole>
            {blok.phone && <PhoneLink phone={blok.phone} label={ctx.strings.callUs} callingCode={ctx.callingCode} className={styles.phone} />}
            <LanguageMenu locale={ctx.locale} path={ctx.path} paths={ctx.pagePaths} label={ctx.strings.languageMenu} />
            {login && (
              <SmartLink link={login.link} className={styles.login} data-tracking-id={login.trackingId || undefined} {...editableAttributes(login)}>
                {login.text}
              </SmartLink>
            )}
            {register && <CtaLink cta={register} className={styles.register} analytics="register" editable={editableAttributes(register)} />}
            <WholeEnd />
          </div>
        </>
      }
    />
  );
});
