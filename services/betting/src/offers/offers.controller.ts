import { Body, Controller, Delete, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Auth, AuthUser, CurrentUser, RawResponse, reply, RequireVerifiedEmail } from '@p2p/service-kit';
import { offerIdPipe } from '../validation/id-params';
import { CreateOfferDto } from './dto/create-offer.dto';
import { OffersService } from './offers.service';

@ApiTags('p2p-betting')
@Controller('api/p2p-betting')
export class OffersController {
  constructor(private readonly offers: OffersService) {}

  @Post('offers')
  @ApiOperation({
    summary: 'Make an offer: the stake is held in escrow until the offer is taken, cancelled or expires',
  })
  @Auth()
  @RequireVerifiedEmail('make a bet offer')
  async create(@CurrentUser() user: AuthUser, @Body() dto: CreateOfferDto) {
    return reply(await this.offers.create(user, dto), 'Bet offer created successfully!');
  }

  /** A link offer's new link; the old one answers 404 from now on. */
  @Post('offers/:id/link')
  @ApiOperation({ summary: "Replace a link offer's secret link; the old link stops working" })
  @Auth()
  @HttpCode(200)
  async newLink(@CurrentUser() user: AuthUser, @Param('id', offerIdPipe) offerId: string) {
    return reply(await this.offers.newLink(user, offerId), 'New link created. The old link no longer works.');
  }

  @Delete('offers/:id')
  @ApiOperation({ summary: "Cancel one of the caller's open offers; its stake is released" })
  @Auth()
  @RawResponse()
  async cancel(@CurrentUser() user: AuthUser, @Param('id', offerIdPipe) offerId: string) {
    await this.offers.cancel(user, offerId);
    return { success: true, message: 'Bet offer cancelled successfully!' };
  }
}
