/** The life of an order in one place: its states, the table of transitions, the rules read from it, the customer's word. */
export * from './facts.js';
export * from './transition.js';
export * from './table.js';
export * from './rules.js';
export * from './customer-view.js';
export * from './diagram.js';
