import { Module } from '@nestjs/common';
import { SessionsModule } from '../sessions/sessions.module';
import { InternalUsersController } from './internal-users.controller';
import { UserAdministration } from './user-administration.service';
import { UsersController } from './users.controller';
import { UsersDirectory } from './users.directory';
import { UsersService } from './users.service';

@Module({
  imports: [SessionsModule],
  controllers: [UsersController, InternalUsersController],
  providers: [UsersService, UsersDirectory, UserAdministration],
  exports: [UsersService],
})
export class UsersModule {}
