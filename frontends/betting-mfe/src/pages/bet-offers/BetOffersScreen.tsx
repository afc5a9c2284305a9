import {
  Button,
  buttonClassName,
  Card,
  Icon,
  Money,
  Notice,
  PageHeader,
  SelectField,
  TextField,
  type IconName,
} from '@p2p/ui';
import { LEAGUES, useSession } from '@p2p/web-session';
import { useEffect, useEffectEvent, useRef, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from '@p2p/router';
import { useOffers } from '../../shared/api/betting-queries';
import { useLeagueStats } from '../../shared/api/football-queries';
import { useBettingActions } from '../../shared/offers/actions-context';
import { OfferCard } from '../../shared/offers/OfferCard';
import { CardSkeletons, ListEmpty, ListError } from '../../shared/ui/ListStates';
import { Pagination } from '../../shared/ui/Pagination';
import {
  BET_TYPES,
  DEFAULT_FILTERS,
  filtersToParams,
  isFiltered,
  parseOfferFilters,
  SORTS,
  withFilter,
  type OfferPageFilters,
} from './offer-filters';
import './bet-offers.css';

const SEARCH_DEBOUNCE_MS = 300;
const PAGE_SIZE = 12;

/** /bet-offers (spec 01 section 2): every open offer, searchable, filterable, 12 a page. */
export function BetOffersScreen() {
  const { isAuthenticated } = useSession();
  const { openCreateOffer } = useBettingActions();
  const [params, setParams] = useSearchParams();
  const filters = parseOfferFilters(params);
  const offers = useOffers({ ...filters, league: filters.league, limit: PAGE_SIZE });
  const leagues = useLeagueStats();
  const top = useRef<HTMLDivElement>(null);

  const apply = (next: OfferPageFilters, replace = false) => setParams(filtersToParams(next), { replace });
  const change = (patch: Partial<OfferPageFilters>, replace = false) =>
    apply(withFilter(filters, patch), replace);

  // The search box answers as the user types, but the URL (and the request) follows 300 ms later.
  const [search, setSearch] = useState(filters.search);
  // The URL's search changed under the box (back, a shared link, Clear): the box shows it.
  const [urlSearch, setUrlSearch] = useState(filters.search);
  if (urlSearch !== filters.search) {
    setUrlSearch(filters.search);
    setSearch(filters.search);
  }
  const commitSearch = useEffectEvent((text: string) => change({ search: text }, true));
  useEffect(() => {
    if (search === filters.search) return;
    const timer = setTimeout(() => commitSearch(search), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, filters.search]);

  const list = offers.data;
  const stats = list?.stats;
  const totalPages = list?.totalPages ?? 0;
  // A shared link to a page that no longer exists shows the last one.
  const showPage = useEffectEvent((page: number) => change({ page }, true));
  useEffect(() => {
    if (list && totalPages > 0 && filters.page > totalPages) showPage(totalPages);
  }, [list, totalPages, filters.page]);

  const leagueOptions = [
    { value: 'all', label: 'All Leagues' },
    ...(leagues.data?.map((league) => ({ value: league.id, label: league.name })) ??
      LEAGUES.map((name) => ({ value: name, label: name }))),
  ];
  if (!leagueOptions.some((option) => option.value === filters.league))
    leagueOptions.push({ value: filters.league, label: filters.league });

  const goToPage = (page: number) => {
    change({ page });
    top.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  const first = list && list.count > 0 ? (list.page - 1) * list.pageSize + 1 : 0;
  const last = list ? Math.min(list.count, first + list.data.length - 1) : 0;

  return (
    <div className="bet-offers" ref={top}>
      <PageHeader
        title="Available Bet Offers"
        subtitle="Open offers from other bettors. Take a different outcome to match one."
        actions={
          <>
            <Link to="/" className={buttonClassName({ variant: 'ghost' })}>
              Back to Dashboard
            </Link>
            <Button onClick={() => openCreateOffer()}>Create Bet Offer</Button>
          </>
        }
      />

      <section className="bet-offers__stats" aria-label="Offer statistics">
        <Stat icon="receipt" label="Available Offers" value={stats ? stats.availableOffers : null} />
        <Stat icon="coin" label="Total Value" value={stats ? <Money value={stats.totalValue} /> : null} />
        <Stat icon="user" label="Active Users" value={stats ? stats.activeUsers : null} />
        <Stat icon="bolt" label="Matches" value={stats ? stats.matches : null} />
      </section>

      <Card className="bet-offers__filters">
        <form role="search" className="bet-offers__filter-grid" onSubmit={(event) => event.preventDefault()}>
          <TextField
            label="Search"
            type="search"
            placeholder="Teams, usernames, names"
            value={search}
            maxLength={100}
            onChange={(event) => setSearch(event.target.value)}
          />
          <SelectField
            label="League"
            value={filters.league}
            options={leagueOptions}
            onChange={(event) => change({ league: event.target.value })}
          />
          <SelectField
            label="Bet Type"
            value={filters.betType}
            options={BET_TYPES}
            onChange={(event) => change({ betType: event.target.value as OfferPageFilters['betType'] })}
          />
          <SelectField
            label="Sort By"
            value={filters.sort}
            options={SORTS}
            onChange={(event) => change({ sort: event.target.value as OfferPageFilters['sort'] })}
          />
        </form>
      </Card>

      {!isAuthenticated && (
        <Notice tone="info" className="bet-offers__guest">
          You are browsing as a guest. <Link to="/login">Login</Link> to match an offer or create your own.
        </Notice>
      )}

      <div className="bet-offers__results" aria-busy={offers.isFetching}>
        {offers.isPending ? (
          <CardSkeletons count={6} label="Loading bet offers" />
        ) : offers.isError && !list ? (
          <ListError
            message="Failed to load bet offers. Please try again."
            onRetry={() => void offers.refetch()}
            retrying={offers.isFetching}
          />
        ) : list && list.data.length === 0 ? (
          <Card>
            <ListEmpty
              title="No bet offers found"
              action={
                <div className="bet-offers__empty-actions">
                  {isFiltered(filters) && (
                    <Button variant="secondary" onClick={() => apply(DEFAULT_FILTERS)}>
                      Clear Filters
                    </Button>
                  )}
                  <Button onClick={() => openCreateOffer()}>Create Bet Offer</Button>
                </div>
              }
            >
              {isFiltered(filters)
                ? 'No open offer matches these filters. Clear them, or post the offer you are looking for.'
                : 'There are no open offers right now. Be the first to post one.'}
            </ListEmpty>
          </Card>
        ) : list ? (
          <>
            {offers.isError && (
              <ListError
                message="Failed to load bet offers. Please try again."
                onRetry={() => void offers.refetch()}
                retrying={offers.isFetching}
              />
            )}
            <p className="bet-offers__count text-muted" aria-live="polite">
              Showing {first}-{last} of {list.count} {list.count === 1 ? 'offer' : 'offers'}
            </p>
            <div className={`offer-grid${offers.isPlaceholderData ? ' bet-offers__grid--stale' : ''}`}>
              {list.data.map((offer) => (
                <OfferCard key={offer.id} offer={offer} />
              ))}
            </div>
            <Pagination
              page={list.page}
              totalPages={totalPages}
              onChange={goToPage}
              label="Bet offer pages"
            />
          </>
        ) : null}
      </div>
    </div>
  );
}

function Stat({ icon, label, value }: { icon: IconName; label: string; value: ReactNode }) {
  return (
    <div className="bet-offers__stat">
      <Icon name={icon} className="bet-offers__stat-icon" />
      <div>
        <p className="bet-offers__stat-value">{value ?? '-'}</p>
        <p className="bet-offers__stat-label">{label}</p>
      </div>
    </div>
  );
}
