import { Role } from '../platform/identity/role.js';
import type { NewAccount } from '../modules/users/users.service.js';

/** Created on first start outside production; documented in the README. */
export const DEMO_ACCOUNTS: readonly NewAccount[] = [
  {
    role: Role.Employee,
    userName: 'employee',
    password: 'waters-employee',
    fullName: 'Maricel Dela Cruz',
    address: 'WATERS Plant, Rosario, Cavite',
    mobileNumber: '+63 917 555 0101',
    emailAddress: 'employee@waters.example',
  },
  {
    role: Role.Customer,
    userName: 'customer',
    password: 'waters-customer',
    fullName: 'Juan Santos',
    address: '12 Mabini St., Kawit, Cavite',
    mobileNumber: '+63 918 555 0202',
    emailAddress: 'customer@waters.example',
  },
];
