import { InitialSchema1732147200000 } from './1732147200000-initial-schema.js';
import { OrderDecisionIndex1763683200000 } from './1763683200000-order-decision-index.js';

/** Every migration, oldest first; they run at start. */
export const MIGRATIONS = [InitialSchema1732147200000, OrderDecisionIndex1763683200000];
