/** The rules the server and the client share, defined once. */
export * from './email.js';
export * from './limits.js';
export * from './messages.js';
export * from './money.js';
export * from './order-status.js';
export * from './patterns.js';
export * from './manila-calendar.js';
export * from './availability.js';
export * from './certification.js';
export * from './delivery.js';
export * from './payment.js';
export * from './fulfilment.js';
export * from './order-life/index.js';
export * from './places.js';
export * from './storage.js';
export * from './lots.js';
