import { Module } from '@nestjs/common';
import { CredentialsModule } from '../credentials/credentials.module';
import { UsersModule } from '../users/users.module';
import { ExclusionsController } from './exclusions.controller';
import { ExclusionsService } from './exclusions.service';
import { PersonBreaks } from './person-breaks';

@Module({
  imports: [UsersModule, CredentialsModule],
  controllers: [ExclusionsController],
  providers: [ExclusionsService, PersonBreaks],
  exports: [ExclusionsService, PersonBreaks],
})
export class ExclusionsModule {}
