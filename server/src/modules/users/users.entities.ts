import { User } from './user.entity.js';
import { Session } from './session.entity.js';

/** The tables this module keeps (the app's data source is built from every module's list). */
export const USERS_ENTITIES = [User, Session];
