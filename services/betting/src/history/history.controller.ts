import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Auth, AuthUser, CurrentUser, RawResponse } from '@p2p/service-kit';
import { HistoryQueryDto } from './dto/history.query';
import { HistoryService } from './history.service';

@ApiTags('bets')
@Controller('api/bets')
export class HistoryController {
  constructor(private readonly history: HistoryService) {}

  /** Answers `{ success, data, message }` (spec 01 section 7), with the count for paging. */
  @Get('history')
  @ApiOperation({ summary: "The caller's bet history (made and taken offers with their results), paged" })
  @Auth({ unauthorizedMessage: 'Please log in to view your bet history' })
  @RawResponse()
  async list(@CurrentUser() user: AuthUser, @Query() query: HistoryQueryDto) {
    return this.history.list(user, query);
  }
}
