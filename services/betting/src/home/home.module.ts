import { Module } from '@nestjs/common';
import { HistoryModule } from '../history/history.module';
import { OffersModule } from '../offers/offers.module';
import { HomeController } from './home.controller';
import { HomeService } from './home.service';

@Module({
  imports: [OffersModule, HistoryModule],
  controllers: [HomeController],
  providers: [HomeService],
})
export class HomeModule {}
