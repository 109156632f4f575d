import { renderToString } from 'react-dom/server';
import type { BlockContext } from '~/blocks/_ui/context';
import type { AnyBlok } from '~/codegen/generated/types';
import { interactive, registry } from '~/codegen/generated/registry';
import { RenderBlocks } from '~/engine/render';
import type { Environment, Locale } from '~/engine/types';
import { getStrings } from '~/site/i18n';

/** A render context like the site's, for server-rendering blocks in tests. */
export function testContext(locale: Locale = 'sv', environment: Environment = 'production', overrides: Partial<BlockContext> = {}): BlockContext {
  return {
    locale,
    path: '',
    strings: getStrings(locale),
    environment,
    registry,
    interactive,
    borrowerAppUrl: 'https://app.example.test',
    apiBaseUrl: undefined,
    articles: [],
    ...overrides,
  };
}

export function renderBloks(bloks: readonly AnyBlok[], ctx: BlockContext = testContext()): string {
  return renderToString(<RenderBlocks bloks={bloks} ctx={ctx} />);
}
