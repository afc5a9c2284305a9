import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Auth, AuthUser, CurrentUser, RawResponse } from '@p2p/service-kit';
import { offerIdPipe } from '../validation/id-params';
import { ListOffersQueryDto } from './dto/list-offers.query';
import { MyOffersQueryDto, UserOffersQueryDto } from './dto/offer-status.query';
import { OfferListsService } from './offer-lists.service';

/** Reads of offers. `offers/:id` comes last: Express tries routes in the order they are declared. */
@ApiTags('p2p-betting')
@Controller('api/p2p-betting')
export class OfferListsController {
  constructor(private readonly lists: OfferListsService) {}

  @Get('offers')
  @Auth()
  @RawResponse()
  available(@Query() query: ListOffersQueryDto) {
    return this.lists.available(query);
  }

  /** The same list for guests. */
  @Get('offers/public')
  @RawResponse()
  availablePublic(@Query() query: ListOffersQueryDto) {
    return this.lists.available(query);
  }

  @Get('offers/user/:username')
  @Auth({ unauthorizedMessage: 'Please log in to view user offers' })
  @RawResponse()
  ofUser(@Param('username') username: string, @Query() query: UserOffersQueryDto) {
    return this.lists.ofUsername(username, query);
  }

  @Get('matches/:matchId/offers')
  @RawResponse()
  ofMatch(@Param('matchId') matchId: string, @Query() query: ListOffersQueryDto) {
    return this.lists.ofMatch(matchId, query);
  }

  @Get('my-offers')
  @Auth()
  @RawResponse()
  mine(@CurrentUser() user: AuthUser, @Query() query: MyOffersQueryDto) {
    return this.lists.mine(user, query);
  }

  @Get('offers/:id')
  one(@Param('id', offerIdPipe) offerId: string) {
    return this.lists.one(offerId);
  }
}
