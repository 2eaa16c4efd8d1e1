import { StatementMailing } from './statement-mailing.entity.js';

/** The tables this module keeps. */
export const STATEMENTS_ENTITIES = [StatementMailing];
