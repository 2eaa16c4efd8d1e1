/** Constants vite.config.ts writes into the bundle (src/test/setup.ts gives tests their own). */
declare const __BUILD_YEAR__: number;
