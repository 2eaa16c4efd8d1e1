/** Types of route-modules.mjs for the TypeScript that imports it (vite.config.ts). */
export declare const SIGNED_IN_SHELL: { everyone: string[]; customer: string[] };
export declare function routeModules(
  clientDir: string,
  manifest: Record<string, unknown>,
): { path: string; signedIn: boolean; modules: string[] }[];
export declare function signedInModules(clientDir: string): string[];
