import { Module } from '@nestjs/common';
import { AccountUnlockModule } from '../account-unlock/account-unlock.module';
import { CredentialsModule } from '../credentials/credentials.module';
import { ThrottlingModule } from '../throttling/throttling.module';
import { UsersModule } from '../users/users.module';
import { TwoFactorController } from './two-factor.controller';
import { TwoFactorService } from './two-factor.service';
import { TotpSecretBox } from './totp-secret-box';

@Module({
  imports: [UsersModule, CredentialsModule, ThrottlingModule, AccountUnlockModule],
  controllers: [TwoFactorController],
  providers: [TwoFactorService, TotpSecretBox],
  exports: [TwoFactorService],
})
export class TwoFactorModule {}
