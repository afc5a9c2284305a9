export { BettingModule } from './betting.module';
