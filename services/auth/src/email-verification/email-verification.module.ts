import { Module } from '@nestjs/common';
import { CredentialsModule } from '../credentials/credentials.module';
import { DeliveryModule } from '../delivery/delivery.module';
import { ThrottlingModule } from '../throttling/throttling.module';
import { UsersModule } from '../users/users.module';
import { EmailVerificationController } from './email-verification.controller';
import { EmailVerificationService } from './email-verification.service';

@Module({
  imports: [UsersModule, CredentialsModule, DeliveryModule, ThrottlingModule],
  controllers: [EmailVerificationController],
  providers: [EmailVerificationService],
  exports: [EmailVerificationService],
})
export class EmailVerificationModule {}
