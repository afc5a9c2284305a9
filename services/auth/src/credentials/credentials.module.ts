import { Module } from '@nestjs/common';
import { AccountUnlockModule } from '../account-unlock/account-unlock.module';
import { ThrottlingModule } from '../throttling/throttling.module';
import { CurrentPasswordCheck } from './current-password-check';
import { PasswordHasher } from './password-hasher';

@Module({
  imports: [ThrottlingModule, AccountUnlockModule],
  providers: [PasswordHasher, CurrentPasswordCheck],
  exports: [PasswordHasher, CurrentPasswordCheck],
})
export class CredentialsModule {}
