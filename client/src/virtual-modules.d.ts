/** Modules the build writes (vite.config.ts). */
declare module 'virtual:early-queries' {
  export interface EarlyRequest {
    path: string;
    role: string;
    operationName: string;
    /** The POST body, as Apollo Client's HttpLink sends it. */
    body: string;
  }
  export const EARLY_REQUESTS: readonly EarlyRequest[];
}
