import { runService } from '@p2p/service-kit';
import { AuthModule } from './auth.module';

void runService(AuthModule, 'Auth service');
