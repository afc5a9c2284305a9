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
  @ApiOperation({
    summary:
      'Open offers on matches still open for betting, newest first, filtered and paged, with the count',
  })
  @Auth()
  @RawResponse()
  available(@Query() query: ListOffersQueryDto) {
    return this.lists.available(query);
  }

  /** The same list for guests. */
  @Get('offers/public')
  @ApiOperation({ summary: 'The same open offers for guests' })
  @RawResponse()
  availablePublic(@Query() query: ListOffersQueryDto) {
    return this.lists.available(query);
  }

  @Get('offers/user/:username')
  @ApiOperation({
    summary: "A user's offers as the caller may see them (their private ones only to the user they are for)",
  })
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
  @ApiOperation({ summary: 'Open private offers made for the caller by name' })
  @Auth()
  @RawResponse()
  forMe(@CurrentUser() user: AuthUser, @Query() query: PagingQueryDto) {
    return this.lists.forMe(user, query);
  }

  /** A link offer, for whoever holds the link: guests too, so they see what they would sign up for. */
  @Get('offer-links/:token')
  @ApiOperation({
    summary: 'The offer behind a shared link (guests too); 404 once the link is replaced or the offer closed',
  })
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
  @ApiOperation({ summary: "One match's open offers, newest first, with the count" })
  @RawResponse()
  ofMatch(@Param('matchId') matchId: string, @Query() query: ListOffersQueryDto) {
    return this.lists.ofMatch(matchId, query);
  }

  @Get('my-offers')
  @ApiOperation({ summary: "The caller's own offers, optionally of one status" })
  @Auth()
  @RawResponse()
  mine(@CurrentUser() user: AuthUser, @Query() query: MyOffersQueryDto) {
    return this.lists.mine(user, query);
  }

  @Get('offers/:id')
  @ApiOperation({
    summary: 'One offer: anyone may read a public one, a private one only its maker and the user it is for',
  })
  @OptionalAuth()
  one(@CurrentUser() viewer: AuthUser | undefined, @Param('id', offerIdPipe) offerId: string) {
    return this.lists.one(offerId, viewer);
  }
}
