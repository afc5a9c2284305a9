import { Module } from '@nestjs/common';
import { HistoryController } from './history.controller';
import { HistoryQueries } from './history.queries';
import { HistoryService } from './history.service';

@Module({
  controllers: [HistoryController],
  providers: [HistoryService, HistoryQueries],
  exports: [HistoryService],
})
export class HistoryModule {}
