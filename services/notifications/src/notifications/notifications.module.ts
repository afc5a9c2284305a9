import { Module } from '@nestjs/common';
import { NotificationCentre } from './notification-centre.service';
import { NotificationsController } from './notifications.controller';
import { Notifier } from './notifier.service';

@Module({
  controllers: [NotificationsController],
  providers: [NotificationCentre, Notifier],
  exports: [Notifier],
})
export class NotificationCentreModule {}
