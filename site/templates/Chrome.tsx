import type { ReactNode } from 'react';
import type { BlockContext } from '~/blocks/_ui/context';
import type { SiteConfig } from '~/codegen/generated/types';
import { DiagnosticsPanel, RenderBlocks, showsDiagnostics } from '~/engine/render';
import type { Diagnostic } from '~/engine';
import styles from './templates.module.css';

/** Navigation, main landmark (with the page's diagnostics in development and preview) and footer. */
export function SiteChrome({
  site,
  ctx,
  diagnostics,
  children,
}: {
  site: SiteConfig | null;
  ctx: BlockContext;
  diagnostics: readonly Diagnostic[];
  children: ReactNode;
}) {
  return (
    <>
      <a className="skip-link" href="#main">
        {ctx.strings.skipToContent}
      </a>
      <RenderBlocks bloks={site?.navigation} ctx={ctx} />
      <main id="main" tabIndex={-1} className={styles.main} data-without-nav={site?.navigation.length ? undefined : true}>
        {showsDiagnostics(ctx.environment) && <DiagnosticsPanel diagnostics={diagnostics} />}
        {children}
      </main>
      <RenderBlocks bloks={site?.footer} ctx={ctx} />
    </>
  );
}
