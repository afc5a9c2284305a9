import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Money } from '@p2p/contracts';
import { Auth, AuthUser, CurrentUser, OptionalAuth, reply, RequireVerifiedEmail } from '@p2p/service-kit';
import { offerIdPipe } from '../validation/id-params';
import { CreateExchangeOfferDto } from './dto/create-exchange-offer.dto';
import { TakePartDto } from './dto/take-part.dto';
import { ExchangeService } from './exchange.service';

/** The exchange: offers at a price, taken in parts. A remainder is cancelled with DELETE offers/:id. */
@ApiTags('p2p-betting')
@Controller('api/p2p-betting/exchange')
export class ExchangeController {
  constructor(private readonly exchange: ExchangeService) {}

  @Post('offers')
  @ApiOperation({
    summary:
      "Back or lay a selection at a price: the maker's stake (to back) or liability (to lay) is held until parts are taken, it is cancelled or betting closes",
  })
  @Auth()
  @RequireVerifiedEmail('make a bet offer')
  async create(@CurrentUser() user: AuthUser, @Body() dto: CreateExchangeOfferDto) {
    return reply(await this.exchange.create(user, dto), 'Bet offer created successfully!');
  }

  @Post('offers/:id/take')
  @ApiOperation({
    summary:
      "Take part of an exchange offer at its price: the taker's stake or liability and the maker's share are held, and the part is a bet",
  })
  @Auth({ unauthorizedMessage: 'Please login to match bet offers' })
  @RequireVerifiedEmail('take a bet offer')
  async take(
    @CurrentUser() user: AuthUser,
    @Param('id', offerIdPipe) offerId: string,
    @Body() dto: TakePartDto,
  ) {
    const { bet, opponentName } = await this.exchange.take(user, offerId, dto);
    const terms = bet.exchange;
    const part = terms?.makerSide === 'back' ? terms.makerStake : terms?.takerStake;
    return reply(bet, `Matched $${part ?? Money.format(0n)} at ${terms?.odds ?? ''} against ${opponentName}`);
  }

  @Get('matches/:matchId/book')
  @ApiOperation({
    summary:
      "A match's price ladder: per selection the best three prices to back and to lay, with the stakes available, and the commission rate; a signed-in viewer's own offers are marked `mine`",
  })
  @OptionalAuth()
  async book(@CurrentUser() viewer: AuthUser | undefined, @Param('matchId') matchId: string) {
    return reply(await this.exchange.bookOf(matchId, viewer));
  }
}
