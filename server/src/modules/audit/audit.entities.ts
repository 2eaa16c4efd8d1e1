import { AuditEvent } from './audit-event.entity.js';

/** The tables this module keeps (the app's data source is built from every module's list). */
export const AUDIT_ENTITIES = [AuditEvent];
