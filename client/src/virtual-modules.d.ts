/** Modules the build writes (vite.config.ts). */
declare module 'virtual:early-queries' {
  export interface EarlyRequest {
    path: string;
    role: string;
    operationName: string;
    /** The POST body, as Apollo Client's HttpLink sends it. */
    body: string;
    /** The screen's largest paint in the answer (src/app/early-queries.ts EarlyPicture). */
    picture?: { list: string; image: string; sizes: string };
  }
  export const EARLY_REQUESTS: readonly EarlyRequest[];
  /** Catalogue picture URL → its AVIF srcset, as the pages name the files. */
  export const EARLY_PICTURES: Readonly<Record<string, string>>;
}
