import { Role } from './role.js';

/** What an API key may be allowed to do; each operation open to keys names exactly one. */
export const API_SCOPES = {
  'catalogue:read': 'Read the products on sale (customers) or the whole catalogue (employees).',
  'orders:read': "Read orders: a customer's own; every order, the log, figures and pick sheets for employees.",
  'orders:write': 'Place orders and cancel pending ones (customers).',
  'orders:decide': 'Approve or cancel pending orders (employees).',
  'products:write': 'Add, edit, delete products and set stock (employees).',
  'webhooks:manage': 'Register webhook endpoints and read their deliveries (employees).',
  'lots:read': 'Read production lots, their stock and best-before, packing plans and recalls (employees).',
  'lots:write': 'Record lots, hold, release and write them off, start recalls (employees).',
  'trade:manage': 'Review trade accounts and keep price groups and price lists (employees).',
  'profile:read': 'Read the account the key belongs to.',
} as const;

export type ApiScope = keyof typeof API_SCOPES;

export const ALL_API_SCOPES = Object.keys(API_SCOPES) as ApiScope[];

/** The scopes a key of each role may hold: no more than that role may do itself. */
export const SCOPES_BY_ROLE: Readonly<Record<Role, readonly ApiScope[]>> = {
  [Role.Customer]: ['catalogue:read', 'orders:read', 'orders:write', 'profile:read'],
  [Role.Employee]: [
    'catalogue:read',
    'orders:read',
    'orders:decide',
    'products:write',
    'webhooks:manage',
    'lots:read',
    'lots:write',
    'trade:manage',
    'profile:read',
  ],
};

/** Scopes that change something: each use is written to the audit log with the key's id. */
export const WRITE_SCOPES: ReadonlySet<ApiScope> = new Set([
  'orders:write',
  'orders:decide',
  'products:write',
  'webhooks:manage',
  'lots:write',
  'trade:manage',
]);

export const isApiScope = (value: string): value is ApiScope => Object.hasOwn(API_SCOPES, value);
