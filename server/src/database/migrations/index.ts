import { InitialSchema1732147200000 } from './1732147200000-initial-schema.js';

/** Every migration, oldest first; they run at start. */
export const MIGRATIONS = [InitialSchema1732147200000];
