/**
 * next/dynamic as the browser build has it (next.config.ts aliases it there): the islands' boundaries (`X.lazy.tsx`)
 * only need React.lazy in the browser. The server keeps Next's own, which writes the `<link rel="preload">` of each
 * rendered island's chunks into the page; its browser half (the preload component that renders nothing there, the
 * client-only bailout and the work store they import) was about 0.7 kB gzip of every page's first load.
 * It renders what Next's does in the browser for `dynamic(loader)` without options (`ssr` on, no `loading`): a
 * fragment of nothing (the preload's place) and the lazy component, so the ids React gives the island's fields
 * (useId counts the places in that fragment) are the ones the server gave them. It takes no options (Next's SWC adds
 * `loadableGenerated`, which only the server's half reads); tests/architecture/nextDynamic.test.ts keeps every
 * dynamic() call of the site to its loader alone.
 */
import { type ComponentType, lazy } from 'react';

type Loaded<P> = ComponentType<P> | { default: ComponentType<P> };

export default function dynamic<P extends object>(loader: () => Promise<Loaded<P>>): ComponentType<P> {
  const Lazy = lazy(() => loader().then((module) => ({ default: 'default' in module ? module.default : module })));
  return function LoadableComponent(props: P) {
    return (
      <>
        {null}
        <Lazy {...props} />
      </>
    );
  };
}
