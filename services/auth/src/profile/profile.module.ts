import { Module } from '@nestjs/common';
import { CredentialsModule } from '../credentials/credentials.module';
import { SessionsModule } from '../sessions/sessions.module';
import { ThrottlingModule } from '../throttling/throttling.module';
import { UsersModule } from '../users/users.module';
import { ProfileController } from './profile.controller';
import { ProfileService } from './profile.service';

@Module({
  imports: [UsersModule, CredentialsModule, SessionsModule, ThrottlingModule],
  controllers: [ProfileController],
  providers: [ProfileService],
})
export class ProfileModule {}
