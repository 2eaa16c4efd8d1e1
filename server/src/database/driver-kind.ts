import type { EntityManager } from 'typeorm';

/** MySQL or MariaDB (row locks, SKIP LOCKED), rather than SQLite (one writer at a time already). */
export const isMysql = (manager: EntityManager) => ['mysql', 'mariadb'].includes(manager.connection.options.type);
