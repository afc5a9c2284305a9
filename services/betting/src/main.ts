// First: tracing's instrumentations must be in place before the imports below load what they trace.
import { tracing } from './tracing';
import { runService } from '@p2p/service-kit';
import { BettingModule } from './betting.module';

void runService(BettingModule, 'Betting service', { tracing });
