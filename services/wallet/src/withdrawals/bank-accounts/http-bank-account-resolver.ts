import {
  BankAccountNotFoundError,
  BankAccountResolver,
  BankResolverUnavailableError,
} from './bank-account-resolver';

export interface HttpBankAccountResolverOptions {
  url: string;
  apiKey?: string;
  timeoutMs: number;
}

/**
 * A name-enquiry provider over HTTP, in the shape of Paystack's `GET /bank/resolve`:
 * `?account_number=&bank_code=` with a bearer key, answering `{ status, data: { account_name } }`;
 * 400/404/422 mean no such account. Anything else is the provider failing, never a name.
 */
export class HttpBankAccountResolver implements BankAccountResolver {
  constructor(private readonly options: HttpBankAccountResolverOptions) {}

  async resolve(bankCode: string, accountNumber: string): Promise<string> {
    const url = new URL(this.options.url);
    url.searchParams.set('account_number', accountNumber);
    url.searchParams.set('bank_code', bankCode);
    let response: Response;
    try {
      response = await fetch(url, {
        headers: {
          accept: 'application/json',
          ...(this.options.apiKey ? { authorization: `Bearer ${this.options.apiKey}` } : {}),
        },
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch {
      throw new BankResolverUnavailableError();
    }
    if ([400, 404, 422].includes(response.status)) throw new BankAccountNotFoundError();
    if (!response.ok) throw new BankResolverUnavailableError();
    const body = (await response.json().catch(() => null)) as { data?: { account_name?: unknown } } | null;
    const name = body?.data?.account_name;
    if (typeof name !== 'string' || name.trim().length === 0) throw new BankResolverUnavailableError();
    return name.trim();
  }
}
