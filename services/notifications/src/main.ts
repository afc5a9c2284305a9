import { runService } from '@p2p/service-kit';
import { NotificationsModule } from './notifications.module';

void runService(NotificationsModule, 'Notifications service');
