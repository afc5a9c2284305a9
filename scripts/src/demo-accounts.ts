/** The accounts the embedded mode seeds (services/auth/src/seed/demo-accounts.ts); README lists the same. */
export const DEMO_ACCOUNTS: Array<{ role: string; email: string; password: string }> = [
  { role: 'admin', email: 'admin@p2pbet.local', password: 'Admin123!' },
  { role: 'bettor', email: 'alice@p2pbet.local', password: 'Alice123!' },
  { role: 'bettor', email: 'bob@p2pbet.local', password: 'Bob12345!' },
];
