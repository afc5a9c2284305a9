import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module';
import { TrendingModule } from '../trending/trending.module';
import { MatchLifecycle } from './match-lifecycle.service';
import { MatchReader } from './match-reader.service';
import { MatchesController } from './matches.controller';
import { MatchesService } from './matches.service';
import { TeamFormService } from './team-form.service';

@Module({
  imports: [CatalogModule, TrendingModule],
  controllers: [MatchesController],
  providers: [MatchLifecycle, MatchReader, MatchesService, TeamFormService],
  exports: [MatchLifecycle, MatchReader, MatchesService, TeamFormService],
})
export class MatchesModule {}
