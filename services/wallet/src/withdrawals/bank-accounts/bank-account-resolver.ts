import { DomainError } from '@p2p/service-kit';

/** Names the holder of a bank account, as Nigerian banks' name enquiry does. */
export interface BankAccountResolver {
  resolve(bankCode: string, accountNumber: string): Promise<string>;
}

export const BANK_ACCOUNT_RESOLVER = Symbol('BANK_ACCOUNT_RESOLVER');

export class BankAccountNotFoundError extends DomainError {
  constructor() {
    super('unprocessable', 'Bank account not found');
  }
}

export class BankResolverUnavailableError extends DomainError {
  constructor() {
    super('unavailable', 'Bank account verification is unavailable, please try again');
  }
}
