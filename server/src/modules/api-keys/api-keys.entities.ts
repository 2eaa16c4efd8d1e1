import { ApiKey } from './api-key.entity.js';

/** The tables this module keeps (the app's data source is built from every module's list). */
export const API_KEYS_ENTITIES = [ApiKey];
