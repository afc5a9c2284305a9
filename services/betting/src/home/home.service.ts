import { Injectable } from '@nestjs/common';
import { BettingHome, HOME_OFFERS_SHOWN } from '@p2p/contracts';
import { AuthUser } from '@p2p/service-kit';
import { HistoryService } from '../history/history.service';
import { OfferListsService } from '../offers/offer-lists.service';

/** The signed-in dashboard's betting sections in one answer, each read as its own route reads it. */
@Injectable()
export class HomeService {
  constructor(
    private readonly lists: OfferListsService,
    private readonly history: HistoryService,
  ) {}

  async of(user: AuthUser): Promise<BettingHome> {
    const [offers, myOffers, offersForMe, history] = await Promise.all([
      this.lists.available({ sort: 'newest', limit: HOME_OFFERS_SHOWN }),
      this.lists.mine(user, { status: 'all' }),
      this.lists.forMe(user, { page: 1, limit: HOME_OFFERS_SHOWN }),
      this.history.list(user, {}),
    ]);
    return { offers, myOffers, offersForMe, history };
  }
}
