// First: tracing's instrumentations must be in place before the imports below load what they trace.
import { tracing } from './tracing';
import { runService } from '@p2p/service-kit';
import { AdminModule } from './admin.module';

void runService(AdminModule, 'Admin service', { tracing });
