/**
 * Loaded into a proof's server process with `node --require` (never into the product): the
 * process's clock, Date and Date.now, runs SHIFTED_CLOCK_FILE's milliseconds ahead of the real
 * time, re-read every 50 ms, and only ever moves forward. A proof writes the file to live through
 * an hour of retries in seconds, while timers, sockets and the database keep the real pace.
 */
'use strict';
const { readFileSync } = require('node:fs');

const file = process.env.SHIFTED_CLOCK_FILE;
if (!file) throw new Error('shifted-clock.cjs needs SHIFTED_CLOCK_FILE');

const RealDate = Date;
let shiftMs = 0;
const reread = () => {
  try {
    const value = Number(readFileSync(file, 'utf8'));
    if (Number.isFinite(value) && value > shiftMs) shiftMs = value;
  } catch {
    // Not written yet: no shift.
  }
};
reread();
setInterval(reread, 50).unref();

class ShiftedDate extends RealDate {
  constructor(...args) {
    if (args.length === 0) super(RealDate.now() + shiftMs);
    else super(...args);
  }
  static now() {
    return RealDate.now() + shiftMs;
  }
}
globalThis.Date = ShiftedDate;
