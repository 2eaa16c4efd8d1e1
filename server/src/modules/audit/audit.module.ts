import { Module } from '@nestjs/common';
import { AuditSubscriber } from './audit-subscriber.js';

/** The activity log, written from the events that ask for a row (AuditSubscriber). */
@Module({ providers: [AuditSubscriber] })
export class AuditModule {}
