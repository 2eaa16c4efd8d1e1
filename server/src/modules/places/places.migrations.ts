import { Places1796601600000 } from './migrations/1796601600000-places.js';
import { ProfileAddresses1796688000000 } from './migrations/1796688000000-profile-addresses.js';

/**
 * The migrations that code addresses written as text by the PSGC lists: they parse what customers
 * wrote, so they run this module's code rather than plain SQL (their results on 10,000 generated
 * lines are pinned by test/profile-address.int.spec.ts and test/migrations.int.spec.ts).
 */
export const PLACES_MIGRATIONS = [Places1796601600000, ProfileAddresses1796688000000];
