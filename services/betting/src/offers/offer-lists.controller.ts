import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Auth, AuthUser, CurrentUser, OptionalAuth, PagingQueryDto, RawResponse } from '@p2p/service-kit';
import { linkTokenPipe, offerIdPipe } from '../validation/id-params';
import { ListOffersQueryDto } from './dto/list-offers.query';
import { MatchOffersQueryDto } from './dto/match-offers.query';
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
  ofUser(
    @CurrentUser() viewer: AuthUser,
    @Param('username') username: string,
    @Query() query: UserOffersQueryDto,
  ) {
    return this.lists.ofUsername(viewer, username, query);
  }

  @Get('offers/for-me')
  @Auth()
  @RawResponse()
  forMe(@CurrentUser() user: AuthUser, @Query() query: PagingQueryDto) {
    return this.lists.forMe(user, query);
  }

  /** A link offer, for whoever holds the link: guests too, so they see what they would sign up for. */
  @Get('offer-links/:token')
  async byLink(@Param('token', linkTokenPipe) token: string) {
    return this.lists.byLink(token);
  }

  /** A grid of match cards in one request: each card's first offers and its count. */
  @Get('matches/offers')
  @RawResponse()
  @ApiOperation({ summary: "Several matches' open offers at once, newest first, with each match's count" })
  ofMatches(@Query() query: MatchOffersQueryDto) {
    return this.lists.ofMatches(query);
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
  @OptionalAuth()
  one(@CurrentUser() viewer: AuthUser | undefined, @Param('id', offerIdPipe) offerId: string) {
    return this.lists.one(offerId, viewer);
  }
}
