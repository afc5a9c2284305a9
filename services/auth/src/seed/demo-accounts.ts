import type { NewAccount } from '../accounts/accounts.service';

/**
 * The accounts the embedded mode seeds (SEED_DEMO_DATA=true), email-verified. The README and
 * `npm start` list the same (scripts/src/demo-accounts.ts). Never seeded in the distributed mode.
 */
export const DEMO_ACCOUNTS: ReadonlyArray<Required<NewAccount>> = [
  {
    role: 'admin',
    name: 'Platform Admin',
    username: 'admin',
    email: 'admin@p2pbet.local',
    password: 'Admin123!',
    phone: '+1 555 010 0000',
    dateOfBirth: '1985-03-14',
    emailVerified: true,
  },
  {
    role: 'user',
    name: 'Alice Johnson',
    username: 'alice',
    email: 'alice@p2pbet.local',
    password: 'Alice123!',
    phone: '+1 555 010 0001',
    dateOfBirth: '1992-07-08',
    emailVerified: true,
  },
  {
    role: 'user',
    name: 'Bob Smith',
    username: 'bob',
    email: 'bob@p2pbet.local',
    password: 'Bob12345!',
    phone: '+1 555 010 0002',
    dateOfBirth: '1988-11-23',
    emailVerified: true,
  },
];
