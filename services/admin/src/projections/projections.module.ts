import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { ProjectionConsumer } from './projection-consumer';
import { RebuildController } from './rebuild.controller';

@Module({
  imports: [DiscoveryModule],
  controllers: [RebuildController],
  providers: [ProjectionConsumer],
  exports: [ProjectionConsumer],
})
export class ProjectionsModule {}
