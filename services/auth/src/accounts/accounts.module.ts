import { Module } from '@nestjs/common';
import { AccountUnlockModule } from '../account-unlock/account-unlock.module';
import { CredentialsModule } from '../credentials/credentials.module';
import { DeliveryModule } from '../delivery/delivery.module';
import { EmailVerificationModule } from '../email-verification/email-verification.module';
import { ExclusionsModule } from '../exclusions/exclusions.module';
import { SessionsModule } from '../sessions/sessions.module';
import { ThrottlingModule } from '../throttling/throttling.module';
import { TwoFactorModule } from '../two-factor/two-factor.module';
import { UsersModule } from '../users/users.module';
import { AccountsController } from './accounts.controller';
import { AccountsService } from './accounts.service';

@Module({
  imports: [
    UsersModule,
    CredentialsModule,
    DeliveryModule,
    SessionsModule,
    ThrottlingModule,
    EmailVerificationModule,
    AccountUnlockModule,
    TwoFactorModule,
    ExclusionsModule,
  ],
  controllers: [AccountsController],
  providers: [AccountsService],
  exports: [AccountsService],
})
export class AccountsModule {}
