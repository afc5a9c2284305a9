import { CanActivate, Inject, Injectable } from '@nestjs/common';
import { CONFIG, NotFoundError } from '@p2p/service-kit';
import type { FootballConfig } from '../football.config';

/** The test routes do not exist unless FOOTBALL_TEST_CONTROLS is on: they answer as unknown routes do. */
@Injectable()
export class TestControlsGuard implements CanActivate {
  constructor(@Inject(CONFIG) private readonly config: FootballConfig) {}

  canActivate(): boolean {
    if (!this.config.FOOTBALL_TEST_CONTROLS) throw new NotFoundError('Route not found');
    return true;
  }
}
