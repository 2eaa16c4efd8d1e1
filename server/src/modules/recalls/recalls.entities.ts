import { LotRecall } from './lot-recall.entity.js';
import { RecallNotice } from './recall-notice.entity.js';

/** The tables this module keeps (the app's data source is built from every module's list). */
export const RECALLS_ENTITIES = [LotRecall, RecallNotice];
