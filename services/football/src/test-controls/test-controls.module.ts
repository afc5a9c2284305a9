import { Module } from '@nestjs/common';
import { MatchesModule } from '../matches/matches.module';
import { TestControlsController } from './test-controls.controller';
import { TestControlsGuard } from './test-controls.guard';
import { TestControlsService } from './test-controls.service';

@Module({
  imports: [MatchesModule],
  controllers: [TestControlsController],
  providers: [TestControlsGuard, TestControlsService],
})
export class TestControlsModule {}
