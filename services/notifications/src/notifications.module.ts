import { Module } from '@nestjs/common';
import { ServiceKitModule } from '@p2p/service-kit';
import { EmailModule } from './email/email.module';
import { IntegrationEventsModule } from './integration-events/integration-events.module';
import { NOTIFICATIONS_MIGRATIONS } from './migrations';
import { notificationsConfigSchema } from './notifications.config';
import { NotificationCentreModule } from './notifications/notifications.module';
import { PreferencesModule } from './preferences/preferences.module';

/**
 * Turns what happens to a user's money and bets into notifications: in the app (listed, counted,
 * pushed live by the gateway) and by email, as the user chose. Hosted alone by main.ts or by the
 * embedded runtime.
 */
@Module({
  imports: [
    ServiceKitModule.forRoot({
      service: 'notifications',
      config: notificationsConfigSchema,
      // Every table is read and written with SQL.
      database: { entities: [], migrations: NOTIFICATIONS_MIGRATIONS },
    }),
    NotificationCentreModule,
    PreferencesModule,
    EmailModule,
    IntegrationEventsModule,
  ],
})
export class NotificationsModule {}
