import { Module } from '@nestjs/common';
import { CredentialsModule } from '../credentials/credentials.module';
import { DeliveryModule } from '../delivery/delivery.module';
import { PasswordResetModule } from '../password-reset/password-reset.module';
import { ThrottlingModule } from '../throttling/throttling.module';
import { UsersModule } from '../users/users.module';
import { PhoneRecoveryService } from './phone-recovery.service';
import { RecoveryController } from './recovery.controller';
import { SecurityQuestionsService } from './security-questions.service';
import { SecurityQuestionsSettingsController } from './security-questions-settings.controller';
import { SupportRequestsService } from './support-requests.service';

@Module({
  imports: [UsersModule, CredentialsModule, DeliveryModule, ThrottlingModule, PasswordResetModule],
  controllers: [RecoveryController, SecurityQuestionsSettingsController],
  providers: [PhoneRecoveryService, SecurityQuestionsService, SupportRequestsService],
})
export class RecoveryModule {}
