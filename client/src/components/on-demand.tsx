import { useEffect, useState, type ComponentType } from 'react';
import { whenIdle } from '../lib/when-idle';

interface OnDemandOptions<P> {
  /**
   * For a component that is always rendered but shows something only sometimes (a dialog given
   * what to show): while this is false its code is fetched once the page is idle, so it does not
   * compete with the page's first picture; once true, at once.
   */
  neededWhen?: (props: P) => boolean;
}

/**
 * A component whose code is not part of the page's first download: it renders nothing until its
 * module has loaded (loading starts on first render, when the page is idle with `neededWhen`, or
 * earlier with `preload`), then renders at once on every later use.
 */
export function onDemand<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { neededWhen }: OnDemandOptions<P> = {},
) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  // Rendered instances waiting for the code, whoever started loading it.
  const waiting = new Set<() => void>();
  const preload = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      for (const ready of waiting) ready();
      waiting.clear();
      return component;
    }));
  function OnDemand(props: P) {
    const [, setReady] = useState(false);
    const needed = neededWhen ? neededWhen(props) : true;
    useEffect(() => {
      if (loaded) return;
      const ready = () => setReady(true);
      waiting.add(ready);
      if (needed) {
        void preload();
        return () => void waiting.delete(ready);
      }
      const cancel = whenIdle(() => void preload());
      return () => {
        waiting.delete(ready);
        cancel();
      };
    }, [needed]);
    const Component = loaded;
    return Component ? <Component {...props} /> : null;
  }
  return Object.assign(OnDemand, { preload });
}
