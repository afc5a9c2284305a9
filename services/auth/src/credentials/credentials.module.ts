import { Module } from '@nestjs/common';
import { ThrottlingModule } from '../throttling/throttling.module';
import { CurrentPasswordCheck } from './current-password-check';
import { PasswordHasher } from './password-hasher';

@Module({
  imports: [ThrottlingModule],
  providers: [PasswordHasher, CurrentPasswordCheck],
  exports: [PasswordHasher, CurrentPasswordCheck],
})
export class CredentialsModule {}
