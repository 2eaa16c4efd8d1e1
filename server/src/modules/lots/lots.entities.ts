import { LotAllocation } from './lot-allocation.entity.js';

/** The tables this module keeps (the app's data source is built from every module's list; lots are the products module's). */
export const LOTS_ENTITIES = [LotAllocation];
