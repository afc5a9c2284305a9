export { WalletModule } from './wallet.module';
