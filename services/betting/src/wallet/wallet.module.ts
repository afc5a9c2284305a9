import { Module } from '@nestjs/common';
import { HoldReleases } from './hold-releases';
import { WalletClient } from './wallet.client';

@Module({
  providers: [WalletClient, HoldReleases],
  exports: [WalletClient, HoldReleases],
})
export class WalletModule {}
