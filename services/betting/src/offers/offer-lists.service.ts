import { Injectable } from '@nestjs/common';
import type { BetOffer, MatchOffersList, OfferStats, Selection } from '@p2p/contracts';
import { AuthUser, PagingQueryDto } from '@p2p/service-kit';
import { pageOf } from '../validation/paging.dto';
import { ListOffersQueryDto } from './dto/list-offers.query';
import { MatchOffersQueryDto } from './dto/match-offers.query';
import {
  MY_OFFER_FILTERS,
  MyOffersQueryDto,
  USER_OFFER_FILTERS,
  UserOffersQueryDto,
} from './dto/offer-status.query';
import { MatchNotFoundError, OfferNotFoundError } from './offer.errors';
import { AvailableOffersFilter, OfferQueries } from './offer.queries';
import { normalizeSelection } from './selection';

/** The Bet Offers page shows 12 offers a page (spec 01 section 9). */
export const OFFERS_PAGE_SIZE = 12;
const LONG_LIST_PAGE_SIZE = 100;

export interface OfferListBody {
  success: true;
  data: BetOffer[];
  count: number;
  page: number;
  pageSize: number;
  totalPages: number;
  stats?: OfferStats;
}

/** Every list of offers answers `data` and `count` (spec 01 section 7), with its page. */
@Injectable()
export class OfferListsService {
  constructor(private readonly queries: OfferQueries) {}

  async available(query: ListOffersQueryDto): Promise<OfferListBody> {
    const page = pageOf(query, OFFERS_PAGE_SIZE);
    const result = await this.queries.available(availableFilter(query), query.sort ?? 'newest', page);
    return { ...listBody(result.offers, result.stats.availableOffers, page), stats: result.stats };
  }

  async ofMatch(matchId: string, query: ListOffersQueryDto): Promise<OfferListBody> {
    if (!(await this.queries.matchExists(matchId))) throw new MatchNotFoundError();
    const page = pageOf(query, LONG_LIST_PAGE_SIZE);
    const filter = { ...availableFilter(query), matchId };
    const result = await this.queries.available(filter, query.sort ?? 'newest', page);
    return { ...listBody(result.offers, result.stats.availableOffers, page), stats: result.stats };
  }

  /** Each asked match's first open offers and count, in the order asked; unknown matches have none. */
  async ofMatches(query: MatchOffersQueryDto): Promise<MatchOffersList> {
    const [byMatch, onExchange] = await Promise.all([
      this.queries.firstOfMatches(query.matchIds, query.limit ?? LONG_LIST_PAGE_SIZE),
      this.queries.exchangeOffersOf(query.matchIds),
    ]);
    return {
      success: true,
      data: query.matchIds.map((matchId) => {
        const found = byMatch.get(matchId);
        const exchangeOffers = onExchange.get(matchId);
        return {
          matchId,
          data: found?.offers ?? [],
          count: found?.count ?? 0,
          ...(exchangeOffers !== undefined && { exchangeOffers }),
        };
      }),
    };
  }

  async ofUsername(viewer: AuthUser, username: string, query: UserOffersQueryDto): Promise<OfferListBody> {
    const page = pageOf(query, LONG_LIST_PAGE_SIZE);
    const userId = await this.queries.userIdByUsername(username.replace(/^@/, ''));
    if (!userId) return listBody([], 0, page);
    const { offers, count } = await this.queries.ofUser(
      userId,
      USER_OFFER_FILTERS[query.status ?? 'all'],
      page,
      userId === viewer.id ? 'maker' : 'others',
    );
    return listBody(offers, count, page);
  }

  /** Open offers made privately for the caller (the dashboard's "Offers for you"). */
  async forMe(user: AuthUser, query: PagingQueryDto): Promise<OfferListBody> {
    const page = pageOf(query, LONG_LIST_PAGE_SIZE);
    const { offers, count } = await this.queries.forUser(user.id, page);
    return listBody(offers, count, page);
  }

  async mine(user: AuthUser, query: MyOffersQueryDto): Promise<OfferListBody> {
    const page = pageOf(query, LONG_LIST_PAGE_SIZE);
    const { offers, count } = await this.queries.ofUser(
      user.id,
      MY_OFFER_FILTERS[query.status ?? 'all'],
      page,
      'maker',
    );
    return listBody(offers, count, page);
  }

  /** One offer; a private one only to its maker, whoever it is for, and admins. */
  async one(offerId: string, viewer: AuthUser | undefined): Promise<BetOffer> {
    const offer = await this.queries.view(offerId, { userId: viewer?.id, isAdmin: viewer?.role === 'admin' });
    if (!offer) throw new OfferNotFoundError();
    return offer;
  }

  /** The offer a secret link opens, for anyone holding it; a replaced link opens nothing. */
  async byLink(token: string): Promise<BetOffer> {
    const offer = await this.queries.viewByLinkToken(token);
    if (!offer) throw new OfferNotFoundError();
    return offer;
  }
}

function availableFilter(query: ListOffersQueryDto): AvailableOffersFilter {
  const search = query.search?.trim();
  const league = query.league?.trim();
  const filter: AvailableOffersFilter = {};
  if (search) filter.search = search;
  if (league && league.toLowerCase() !== 'all') filter.league = league;
  if (query.betType && query.betType !== 'all')
    filter.selection = normalizeSelection(query.betType) as Selection;
  return filter;
}

export function listBody(
  data: BetOffer[],
  count: number,
  page: { page: number; pageSize: number },
): OfferListBody {
  return {
    success: true,
    data,
    count,
    page: page.page,
    pageSize: page.pageSize,
    totalPages: Math.ceil(count / page.pageSize),
  };
}
