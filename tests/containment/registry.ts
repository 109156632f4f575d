// The containment build's registry: the site's, plus the probe block (aliased in by site/next.config.ts).
import { interactive as siteInteractive, registry as siteRegistry } from '../../codegen/generated/registry';
import { ContainmentProbe } from './ContainmentProbe';

export const registry = { ...siteRegistry, ContainmentProbe } as unknown as typeof siteRegistry;
export const interactive: ReadonlySet<string> = new Set([...siteInteractive, 'ContainmentProbe']);
