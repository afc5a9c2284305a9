import { Module } from '@nestjs/common';
import { ServiceKitModule } from '@p2p/service-kit';
import { AccountUnlockModule } from './account-unlock/account-unlock.module';
import { AccountsModule } from './accounts/accounts.module';
import { authConfigSchema } from './auth.config';
import { DeliveryModule } from './delivery/delivery.module';
import { OutgoingMessageRecord } from './delivery/outgoing-message.entity';
import { EmailVerificationCode } from './email-verification/email-verification-code.entity';
import { EmailVerificationModule } from './email-verification/email-verification.module';
import { ExclusionsModule } from './exclusions/exclusions.module';
import { IntegrationEventsModule } from './integration-events/integration-events.module';
import { CreateAuthSchema1764200000000 } from './migrations/1764200000000-create-auth-schema';
import { LoginFailuresByAddress1764200000001 } from './migrations/1764200000001-login-failures-by-address';
import { AccountStatusAndTokenGenerations1764200000002 } from './migrations/1764200000002-account-status-and-token-generations';
import { TwoFactorAndSessionDevices1764200000003 } from './migrations/1764200000003-two-factor-and-session-devices';
import { Exclusions1764200000005 } from './migrations/1764200000005-exclusions';
import { RealityCheck1764200000006 } from './migrations/1764200000006-reality-check';
import { PhoneConfirmation1764200000007 } from './migrations/1764200000007-phone-confirmation';
import { PasswordResetToken } from './password-reset/password-reset-token.entity';
import { PasswordResetModule } from './password-reset/password-reset.module';
import { PhoneConfirmationCode } from './phone-confirmation/phone-confirmation-code.entity';
import { PhoneConfirmationModule } from './phone-confirmation/phone-confirmation.module';
import { ProfileModule } from './profile/profile.module';
import { RealityCheckModule } from './reality-check/reality-check.module';
import { PhoneRecoveryCode } from './recovery/phone-recovery-code.entity';
import { RecoveryModule } from './recovery/recovery.module';
import { SecurityQuestion } from './recovery/security-question.entity';
import { SupportRequest } from './recovery/support-request.entity';
import { SeedModule } from './seed/seed.module';
import { RefreshToken } from './sessions/refresh-token.entity';
import { AccountLock } from './throttling/account-lock.entity';
import { FailedAttempt } from './throttling/failed-attempt.entity';
import { SendCooldown } from './throttling/send-cooldown.entity';
import { RecoveryCode } from './two-factor/recovery-code.entity';
import { TwoFactorCredential } from './two-factor/two-factor-credential.entity';
import { User } from './users/user.entity';
import { UsersModule } from './users/users.module';

/** Users, credentials, two-factor authentication, sessions, time-outs and self-exclusions, the reality check, login throttling and unlock, email verification, password reset and recovery, profile, user search. */
@Module({
  imports: [
    ServiceKitModule.forRoot({
      service: 'auth',
      config: authConfigSchema,
      database: {
        entities: [
          User,
          RefreshToken,
          FailedAttempt,
          AccountLock,
          SendCooldown,
          EmailVerificationCode,
          PhoneRecoveryCode,
          PhoneConfirmationCode,
          PasswordResetToken,
          SecurityQuestion,
          SupportRequest,
          OutgoingMessageRecord,
          TwoFactorCredential,
          RecoveryCode,
        ],
        migrations: [
          CreateAuthSchema1764200000000,
          LoginFailuresByAddress1764200000001,
          AccountStatusAndTokenGenerations1764200000002,
          TwoFactorAndSessionDevices1764200000003,
          Exclusions1764200000005,
          RealityCheck1764200000006,
          PhoneConfirmation1764200000007,
        ],
      },
    }),
    UsersModule,
    DeliveryModule,
    AccountsModule,
    AccountUnlockModule,
    EmailVerificationModule,
    PasswordResetModule,
    RecoveryModule,
    ProfileModule,
    PhoneConfirmationModule,
    ExclusionsModule,
    RealityCheckModule,
    IntegrationEventsModule,
    SeedModule,
  ],
})
export class AuthModule {}
