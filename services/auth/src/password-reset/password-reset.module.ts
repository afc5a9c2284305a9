import { Module } from '@nestjs/common';
import { CredentialsModule } from '../credentials/credentials.module';
import { DeliveryModule } from '../delivery/delivery.module';
import { SessionsModule } from '../sessions/sessions.module';
import { ThrottlingModule } from '../throttling/throttling.module';
import { UsersModule } from '../users/users.module';
import { PasswordResetController } from './password-reset.controller';
import { PasswordResetService } from './password-reset.service';

@Module({
  imports: [UsersModule, CredentialsModule, DeliveryModule, SessionsModule, ThrottlingModule],
  controllers: [PasswordResetController],
  providers: [PasswordResetService],
  exports: [PasswordResetService],
})
export class PasswordResetModule {}
