import { CreateNotifications1766300000001 } from './1766300000001-create-notifications';

/** In the order they run. */
export const NOTIFICATIONS_MIGRATIONS = [CreateNotifications1766300000001];
