export * from './platform';
export * from './services';
export * from './demo-accounts';
export { webRoots } from './web-roots';
export { startLocalPostgres, stopLocalPostgres, type LocalPostgres } from './local-postgres';
export { bounded } from './bounded';
export { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';
