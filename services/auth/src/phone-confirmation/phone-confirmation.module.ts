import { Module } from '@nestjs/common';
import { CredentialsModule } from '../credentials/credentials.module';
import { DeliveryModule } from '../delivery/delivery.module';
import { ThrottlingModule } from '../throttling/throttling.module';
import { UsersModule } from '../users/users.module';
import { PhoneConfirmationController } from './phone-confirmation.controller';
import { PhoneConfirmationService } from './phone-confirmation.service';

@Module({
  imports: [UsersModule, CredentialsModule, DeliveryModule, ThrottlingModule],
  controllers: [PhoneConfirmationController],
  providers: [PhoneConfirmationService],
})
export class PhoneConfirmationModule {}
