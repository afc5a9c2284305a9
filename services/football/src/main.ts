import { runService } from '@p2p/service-kit';
import { FootballModule } from './football.module';

void runService(FootballModule, 'Football service');
