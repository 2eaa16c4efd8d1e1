/** `virtual:early-queries` under jest: the same printed requests the build writes (vite.config.ts). */
import { printEarlyPictures, printEarlyRequests } from '../app/early-queries';

export const EARLY_REQUESTS = printEarlyRequests();
export const EARLY_PICTURES = printEarlyPictures();
