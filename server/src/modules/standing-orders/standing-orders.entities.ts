import { StandingOrderLine } from './standing-order-line.entity.js';
import { StandingOrderRun } from './standing-order-run.entity.js';
import { StandingOrderSkip } from './standing-order-skip.entity.js';
import { StandingOrder } from './standing-order.entity.js';

/** The tables this module keeps. */
export const STANDING_ORDERS_ENTITIES = [StandingOrder, StandingOrderLine, StandingOrderSkip, StandingOrderRun];
