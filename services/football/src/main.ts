// First: tracing's instrumentations must be in place before the imports below load what they trace.
import { tracing } from './tracing';
import { runService } from '@p2p/service-kit';
import { FootballModule } from './football.module';

void runService(FootballModule, 'Football service', { tracing });
