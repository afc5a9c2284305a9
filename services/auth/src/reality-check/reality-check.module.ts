import { Module } from '@nestjs/common';
import { SessionsModule } from '../sessions/sessions.module';
import { RealityCheckController } from './reality-check.controller';
import { RealityCheckService } from './reality-check.service';

@Module({
  imports: [SessionsModule],
  controllers: [RealityCheckController],
  providers: [RealityCheckService],
})
export class RealityCheckModule {}
