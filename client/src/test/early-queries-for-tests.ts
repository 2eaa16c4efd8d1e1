/** `virtual:early-queries` under jest: the same printed requests the build writes (vite.config.ts). */
import { printEarlyRequests } from '../app/early-queries';

export const EARLY_REQUESTS = printEarlyRequests();
