// First: tracing's instrumentations must be in place before the imports below load what they trace.
import { tracing } from './tracing';
import { runService } from '@p2p/service-kit';
import { AuthModule } from './auth.module';

void runService(AuthModule, 'Auth service', { tracing });
