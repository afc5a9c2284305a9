export { NotificationsModule } from './notifications.module';
