import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module';
import { MatchesModule } from '../matches/matches.module';
import { TrendingModule } from '../trending/trending.module';
import { DashboardController } from './dashboard.controller';
import { DashboardService } from './dashboard.service';

@Module({
  imports: [CatalogModule, MatchesModule, TrendingModule],
  controllers: [DashboardController],
  providers: [DashboardService],
})
export class DashboardModule {}
