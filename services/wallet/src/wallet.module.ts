import { Module } from '@nestjs/common';
import { ServiceKitModule } from '@p2p/service-kit';
import { DemoModule } from './demo/demo.module';
import { DepositsModule } from './deposits/deposits.module';
import { EscrowTrailModule } from './escrow-trail/escrow-trail.module';
import { HoldsModule } from './holds/holds.module';
import { IdempotencyModule } from './idempotency/idempotency.module';
import { IntegrationEventsModule } from './integration-events/integration-events.module';
import { LedgerModule } from './ledger/ledger.module';
import { WALLET_MIGRATIONS } from './migrations';
import { PaymentMethodsModule } from './payment-methods/payment-methods.module';
import { StatementModule } from './statement/statement.module';
import { TransfersModule } from './transfers/transfers.module';
import { UsersModule } from './users/users.module';
import { walletConfigSchema } from './wallet.config';
import { WALLET_ENTITIES } from './wallet.entities';
import { WithdrawalsModule } from './withdrawals/withdrawals.module';

/** The wallet service: the only owner of money. */
@Module({
  imports: [
    ServiceKitModule.forRoot({
      service: 'wallet',
      config: walletConfigSchema,
      database: { entities: WALLET_ENTITIES, migrations: WALLET_MIGRATIONS },
    }),
    IdempotencyModule,
    LedgerModule,
    UsersModule,
    HoldsModule,
    PaymentMethodsModule,
    DepositsModule,
    WithdrawalsModule,
    TransfersModule,
    StatementModule,
    EscrowTrailModule,
    DemoModule,
    IntegrationEventsModule,
  ],
})
export class WalletModule {}
