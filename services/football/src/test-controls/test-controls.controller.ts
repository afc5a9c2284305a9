import { Body, Controller, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Auth } from '@p2p/service-kit';
import { FinalScoreDto } from '../matches/dto/final-score.dto';
import { CreateTestMatchDto } from './dto/create-test-match.dto';
import { RescheduleMatchDto } from './dto/reschedule-match.dto';
import { VoidMatchDto } from './dto/void-match.dto';
import { TestControlsGuard } from './test-controls.guard';
import { TestControlsService } from './test-controls.service';

/**
 * Test-only routes (FOOTBALL_TEST_CONTROLS=true, refused unless NODE_ENV is development or test); left
 * out of the public API document. They finish matches, which settles bets: an admin's token is required
 * even in tests.
 */
@ApiExcludeController()
@Auth({ roles: ['admin'] })
// Below @Auth, so it runs first: with the controls off the routes do not exist, token or not.
@UseGuards(TestControlsGuard)
@Controller('api/football/test/matches')
export class TestControlsController {
  constructor(private readonly controls: TestControlsService) {}

  @Post()
  create(@Body() dto: CreateTestMatchDto) {
    return this.controls.create(dto);
  }

  @Post(':id/finish')
  @HttpCode(200)
  finish(@Param('id') id: string, @Body() dto: FinalScoreDto) {
    return this.controls.finish(id, dto.home, dto.away);
  }

  @Post(':id/kickoff-at')
  @HttpCode(200)
  reschedule(@Param('id') id: string, @Body() dto: RescheduleMatchDto) {
    return this.controls.reschedule(id, dto.startTime);
  }

  @Post(':id/void')
  @HttpCode(200)
  void(@Param('id') id: string, @Body() dto: VoidMatchDto) {
    return this.controls.void(id, dto);
  }
}
