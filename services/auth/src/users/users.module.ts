import { Module } from '@nestjs/common';
import { InternalUsersController } from './internal-users.controller';
import { UsersController } from './users.controller';
import { UsersDirectory } from './users.directory';
import { UsersService } from './users.service';

@Module({
  controllers: [UsersController, InternalUsersController],
  providers: [UsersService, UsersDirectory],
  exports: [UsersService],
})
export class UsersModule {}
