import { Module } from '@nestjs/common';
import { ServiceKitModule } from '@p2p/service-kit';
import { adminConfigSchema } from './admin.config';
import { AuditModule } from './audit/audit.module';
import { BetsModule } from './bets/bets.module';
import { IntegrationEventsModule } from './integration-events/integration-events.module';
import { MatchesModule } from './matches/matches.module';
import { ADMIN_MIGRATIONS } from './migrations';
import { ProjectionsModule } from './projections/projections.module';
import { StatsModule } from './stats/stats.module';
import { SupportModule } from './support/support.module';
import { UsersModule } from './users/users.module';

/**
 * The admin console's back end: read models of users, bets and money built from every service's
 * events (rebuildable), the audit log, the admin commands (forwarded to the services that own the
 * data), and the support desk. Hosted alone by main.ts or by the embedded runtime.
 */
@Module({
  imports: [
    ServiceKitModule.forRoot({
      service: 'admin',
      config: adminConfigSchema,
      // Every table is read and written with SQL: read models are upserts and aggregates.
      database: { entities: [], migrations: ADMIN_MIGRATIONS },
    }),
    UsersModule,
    BetsModule,
    MatchesModule,
    StatsModule,
    AuditModule,
    SupportModule,
    ProjectionsModule,
    IntegrationEventsModule,
  ],
})
export class AdminModule {}
