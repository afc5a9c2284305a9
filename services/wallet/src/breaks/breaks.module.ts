import { Module } from '@nestjs/common';
import { BreaksService } from './breaks.service';

@Module({
  providers: [BreaksService],
  exports: [BreaksService],
})
export class BreaksModule {}
