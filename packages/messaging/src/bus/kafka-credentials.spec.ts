import { kafkaCredentialsFromEnv, saslOf } from './kafka-credentials';

describe(kafkaCredentialsFromEnv.name, () => {
  it('reads both variables as SCRAM-SHA-512 credentials', () => {
    const credentials = kafkaCredentialsFromEnv({
      KAFKA_SASL_USERNAME: 'wallet',
      KAFKA_SASL_PASSWORD: 's3cret',
    });

    expect(saslOf(credentials)).toEqual({
      mechanism: 'scram-sha-512',
      username: 'wallet',
      password: 's3cret',
    });
  });

  it('gives no credentials when neither is set', () => {
    expect(
      kafkaCredentialsFromEnv({ KAFKA_SASL_USERNAME: '', KAFKA_SASL_PASSWORD: undefined }),
    ).toBeUndefined();
  });

  it('refuses a username without a password, and a password without a username', () => {
    expect(() => kafkaCredentialsFromEnv({ KAFKA_SASL_USERNAME: 'wallet' })).toThrow(
      'KAFKA_SASL_USERNAME and KAFKA_SASL_PASSWORD must be set together',
    );
    expect(() => kafkaCredentialsFromEnv({ KAFKA_SASL_PASSWORD: 's3cret' })).toThrow(/set together/);
  });
});
