import { Module } from '@nestjs/common';
import { BetsModule } from '../bets/bets.module';
import { UpstreamModule } from '../upstream/upstream.module';
import { UserQueries } from './user.queries';
import { UsersController } from './users.controller';
import { UsersProjection } from './users.projection';
import { UsersService } from './users.service';

@Module({
  imports: [BetsModule, UpstreamModule],
  controllers: [UsersController],
  providers: [UsersProjection, UserQueries, UsersService],
  exports: [UsersProjection],
})
export class UsersModule {}
