import { ContactMessage } from './contact-message.entity.js';

/** The tables this module keeps (the app's data source is built from every module's list). */
export const CONTACT_ENTITIES = [ContactMessage];
