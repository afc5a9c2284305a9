import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module';
import { MatchesModule } from '../matches/matches.module';
import { TeamsController } from './teams.controller';
import { TeamsService } from './teams.service';

@Module({
  imports: [CatalogModule, MatchesModule],
  controllers: [TeamsController],
  providers: [TeamsService],
})
export class TeamsModule {}
