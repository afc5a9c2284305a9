import { CreateReadModels1766200000001 } from './1766200000001-create-read-models';
import { CreateAuditLog1766200000002 } from './1766200000002-create-audit-log';
import { CreateSupportDesk1766200000003 } from './1766200000003-create-support-desk';
import { UserExclusions1766200000004 } from './1766200000004-user-exclusions';
import { AuditMatchTarget1766200000005 } from './1766200000005-audit-match-target';
import { ExchangeBets1766200000006 } from './1766200000006-exchange-bets';

/** In the order they run. */
export const ADMIN_MIGRATIONS = [
  CreateReadModels1766200000001,
  CreateAuditLog1766200000002,
  CreateSupportDesk1766200000003,
  UserExclusions1766200000004,
  AuditMatchTarget1766200000005,
  ExchangeBets1766200000006,
];
