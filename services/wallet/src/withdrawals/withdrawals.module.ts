import { Module } from '@nestjs/common';
import { CONFIG } from '@p2p/service-kit';
import { LedgerModule } from '../ledger/ledger.module';
import type { WalletConfig } from '../wallet.config';
import { BANK_ACCOUNT_RESOLVER } from './bank-accounts/bank-account-resolver';
import { DemoBankAccountResolver } from './bank-accounts/demo-bank-account-resolver';
import { HttpBankAccountResolver } from './bank-accounts/http-bank-account-resolver';
import { ExchangeRatesService } from './exchange-rates.service';
import { AdminWithdrawalsController, WithdrawalsController } from './withdrawals.controller';
import { WithdrawalsService } from './withdrawals.service';

@Module({
  imports: [LedgerModule],
  controllers: [WithdrawalsController, AdminWithdrawalsController],
  providers: [
    WithdrawalsService,
    ExchangeRatesService,
    {
      provide: BANK_ACCOUNT_RESOLVER,
      inject: [CONFIG],
      useFactory: (config: WalletConfig) =>
        config.BANK_RESOLVER_URL
          ? new HttpBankAccountResolver({
              url: config.BANK_RESOLVER_URL,
              apiKey: config.BANK_RESOLVER_API_KEY,
              timeoutMs: config.BANK_RESOLVER_TIMEOUT_MS,
            })
          : new DemoBankAccountResolver(),
    },
  ],
  exports: [ExchangeRatesService],
})
export class WithdrawalsModule {}
