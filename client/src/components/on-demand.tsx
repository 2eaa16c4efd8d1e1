import { useEffect, useState, type ComponentType } from 'react';

/**
 * A component whose code is not part of the page's first download: it renders nothing until its
 * module has loaded (loading starts on first render, or earlier with `preload`), then renders
 * at once on every later use.
 */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => (loading ??= load().then((component) => (loaded = component)));
  function OnDemand(props: P) {
    const [, setReady] = useState(false);
    useEffect(() => {
      if (!loaded) void preload().then(() => setReady(true));
    }, []);
    const Component = loaded;
    return Component ? <Component {...props} /> : null;
  }
  return Object.assign(OnDemand, { preload });
}
