import { runService } from '@p2p/service-kit';
import { AdminModule } from './admin.module';

void runService(AdminModule, 'Admin service');
