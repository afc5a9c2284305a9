import { Body, Controller, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Auth, AuthUser, CurrentUser, reply, RequireVerifiedEmail } from '@p2p/service-kit';
import { offerIdPipe } from '../validation/id-params';
import { MatchOfferDto } from './dto/match-offer.dto';
import { MatchingService } from './matching.service';

@ApiTags('p2p-betting')
@Controller('api/p2p-betting')
export class MatchingController {
  constructor(private readonly matching: MatchingService) {}

  @Post('offers/:id/match')
  @ApiOperation({
    summary: 'Take an offer with a different outcome: both stakes are held and the bet is made',
  })
  @Auth({ unauthorizedMessage: 'Please login to match bet offers' })
  @RequireVerifiedEmail('take a bet offer')
  async match(
    @CurrentUser() user: AuthUser,
    @Param('id', offerIdPipe) offerId: string,
    @Body() dto: MatchOfferDto,
  ) {
    const { bet, opponentName } = await this.matching.match(user, offerId, dto);
    return reply(bet, `Betting against ${opponentName}`);
  }
}
