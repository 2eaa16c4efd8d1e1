/** Modules the build writes (vite.config.ts). */
declare module 'virtual:early-queries' {
  /** How the early script fills in a variable (src/app/early-queries.ts EarlyQuery.variables). */
  export type EarlyVariable = string | number | boolean | null | { idFromPath: string } | { manilaToday: true };
  export interface EarlyRequest {
    /** The route's pattern (`:name` a path parameter). */
    path: string;
    role: string;
    operationName: string;
    /** The document, as Apollo Client's HttpLink sends it. */
    query: string;
    variables: Readonly<Record<string, EarlyVariable>>;
    /** The screen's largest paint in the answer (src/app/early-queries.ts EarlyPicture). */
    picture?: { list: string; image: string; sizes: string };
  }
  export const EARLY_REQUESTS: readonly EarlyRequest[];
  /** Catalogue picture URL → its AVIF srcset, as the pages name the files. */
  export const EARLY_PICTURES: Readonly<Record<string, string>>;
}
