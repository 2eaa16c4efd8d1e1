import { PasswordReset } from './password-reset.entity.js';

/** The tables this module keeps (the app's data source is built from every module's list). */
export const PASSWORD_RESET_ENTITIES = [PasswordReset];
