import type { EngineContext } from '~/engine/render/registry';
import type { Locale } from '~/engine/types';
import type { UiStrings } from './strings';

/** What every block receives besides its own props. Built once per page by the site. */
export interface BlockContext extends EngineContext<BlockContext> {
  locale: Locale;
  strings: UiStrings;
  /** Path of the current page without its locale ("" for the start page). */
  path: string;
  borrowerAppUrl: string;
  /** External API base URL for the lead calls; unset means the site's own endpoint. */
  apiBaseUrl: string | undefined;
}
