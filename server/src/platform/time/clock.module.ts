import { Global, Module } from '@nestjs/common';
import { Clock } from './clock.js';

/** One clock for the whole application: a test that sets the time sets it for every module at once. */
@Global()
@Module({ providers: [Clock], exports: [Clock] })
export class ClockModule {}
