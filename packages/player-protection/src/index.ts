export * from './limits/limit-periods';
export * from './limits/user-limit-table';
export * from './limits/set-limit.dto';
export * from './breaks/excluded-users';
export * from './breaks/break-errors';
