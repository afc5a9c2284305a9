export * from './platform';
export * from './services';
export * from './demo-accounts';
export { webRoots } from './web-roots';
export { letPostgresUserReach } from './postgres-user-access';
