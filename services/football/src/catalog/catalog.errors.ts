import { NotFoundError } from '@p2p/service-kit';

export class LeagueNotFoundError extends NotFoundError {
  constructor() {
    super('League not found');
  }
}

export class TeamNotFoundError extends NotFoundError {
  constructor() {
    super('Team not found');
  }
}

export class CountryNotFoundError extends NotFoundError {
  constructor() {
    super('Country not found');
  }
}

export class EmblemsNotFoundError extends NotFoundError {
  constructor() {
    super('Emblems not found');
  }
}
