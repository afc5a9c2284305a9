import { Module } from '@nestjs/common';
import { HealthController } from './health.controller';
import { ServiceProbe } from './service-probe';

@Module({ controllers: [HealthController], providers: [ServiceProbe] })
export class HealthModule {}
