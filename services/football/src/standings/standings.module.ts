import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module';
import { StandingsController } from './standings.controller';
import { StandingsService } from './standings.service';

@Module({
  imports: [CatalogModule],
  controllers: [StandingsController],
  providers: [StandingsService],
})
export class StandingsModule {}
