import type { ComponentProps } from 'react';
import type { ImageViewer } from './ImageViewer';
import { onDemand } from './on-demand';

const Viewer = onDemand(() => import('./ImageViewer').then((module) => module.ImageViewer));

/**
 * Starts loading the viewer's code (Bootstrap's modal) when a Zoom button is pointed at or
 * focused, so the first zoom usually opens at once.
 */
export const preloadImageViewer = (): void => void Viewer.preload();

/** The gallery viewer, whose code is not part of the pages' first download. */
export function LazyImageViewer(props: ComponentProps<typeof ImageViewer>) {
  return props.index === null ? null : <Viewer {...props} />;
}
