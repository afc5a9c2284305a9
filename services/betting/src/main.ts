import { runService } from '@p2p/service-kit';
import { BettingModule } from './betting.module';

void runService(BettingModule, 'Betting service');
