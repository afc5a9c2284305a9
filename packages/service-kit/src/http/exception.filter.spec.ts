import { ArgumentsHost, NotFoundException } from '@nestjs/common';
import { EnvelopeExceptionFilter } from './exception.filter';

function answerTo(exception: unknown) {
  const answer = { status: 0, body: undefined as unknown, headers: {} as Record<string, string> };
  const response = {
    setHeader: (name: string, value: string) => (answer.headers[name] = value),
    status(code: number) {
      answer.status = code;
      return this;
    },
    json: (body: unknown) => (answer.body = body),
  };
  const host = { switchToHttp: () => ({ getResponse: () => response }) } as unknown as ArgumentsHost;
  new EnvelopeExceptionFilter().catch(exception, host);
  return answer;
}

describe(EnvelopeExceptionFilter.name, () => {
  it('answers 503 with Retry-After when the database went away mid-request', () => {
    const shutdown = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    const answer = answerTo(Object.assign(new Error('query failed'), { driverError: shutdown }));
    expect(answer.status).toBe(503);
    expect(answer.headers['Retry-After']).toBe('1');
    expect(answer.body).toEqual({
      success: false,
      message: 'Service temporarily unavailable, please try again',
    });
  });

  it('answers 503 when the pool cannot get a connection', () => {
    expect(answerTo(new Error('timeout exceeded when trying to connect')).status).toBe(503);
  });

  it('answers 500 without details for a bug', () => {
    const answer = answerTo(new TypeError("Cannot read properties of undefined (reading 'id')"));
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({ success: false, message: 'Internal server error' });
  });

  it('keeps the status of an HTTP exception', () => {
    const answer = answerTo(new NotFoundException('Offer not found'));
    expect(answer).toMatchObject({ status: 404, body: { success: false, message: 'Offer not found' } });
  });
});
