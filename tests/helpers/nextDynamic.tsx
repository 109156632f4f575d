/**
 * next/dynamic for the unit tests, which server-render with react-dom's synchronous renderToString
 * outside Next.js: every lazily loaded island module is imported as soon as its boundary module is,
 * and tests/helpers/setup.ts waits for them before any test runs, so islands render their real
 * server HTML in tests as they do in the site's static pages. The browser tests use the real thing.
 */
import type { ComponentType } from 'react';

const pending = new Set<Promise<unknown>>();

type Loaded<P> = ComponentType<P> | { default: ComponentType<P> };

export default function dynamic<P extends object>(loader: () => Promise<Loaded<P>>): ComponentType<P> {
  let Component: ComponentType<P> | null = null;
  pending.add(
    loader().then((module) => {
      Component = 'default' in module ? module.default : module;
    }),
  );
  function Dynamic(props: P) {
    if (!Component) throw new Error('A next/dynamic component rendered before its module loaded (tests/helpers/setup.ts awaits them)');
    return <Component {...props} />;
  }
  return Dynamic;
}

export const loadDynamicComponents = () => Promise.all(pending);
