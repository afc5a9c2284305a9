import { createHash } from 'node:crypto';
import { BankAccountResolver } from './bank-account-resolver';

const NAMES = [
  'ADAEZE OKAFOR',
  'CHINEDU EZE',
  'FOLASADE ADEYEMI',
  'IBRAHIM MUSA',
  'NGOZI OKONKWO',
  'OLUWASEUN BELLO',
  'AMINA BALOGUN',
  'EMEKA NWOSU',
  'TEMITOPE ADEBAYO',
  'YUSUF ABDULLAHI',
  'CHIAMAKA OBI',
  'BABATUNDE OLAWALE',
];

/**
 * The embedded mode's stand-in for a name-enquiry provider: the same bank and number always give
 * the same name, so the withdraw screen behaves as with a real bank. Used when BANK_RESOLVER_URL is unset.
 */
export class DemoBankAccountResolver implements BankAccountResolver {
  async resolve(bankCode: string, accountNumber: string): Promise<string> {
    const digest = createHash('sha256').update(`${bankCode}:${accountNumber}`).digest();
    return NAMES[digest.readUInt32BE(0) % NAMES.length];
  }
}
