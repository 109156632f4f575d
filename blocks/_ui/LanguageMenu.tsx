import type { ComponentProps } from 'react';
import { Icon } from './Icon';
import { LanguageMenuIsland } from './LanguageMenu.client';

/** The language menu (LanguageMenu.client.tsx) with its globe drawn here, so the site's icon set stays on the server. */
export function LanguageMenu(props: Omit<ComponentProps<typeof LanguageMenuIsland>, 'icon'>) {
  return <LanguageMenuIsland {...props} icon={<Icon name="globe" size={20} />} />;
}
