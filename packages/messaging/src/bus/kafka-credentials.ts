import type { SASLOptions } from 'kafkajs';

/** A principal's SCRAM-SHA-512 credentials: each app signs in as itself, so the broker's ACLs apply to it. */
export interface KafkaCredentials {
  username: string;
  password: string;
}

/**
 * The credentials in KAFKA_SASL_USERNAME / KAFKA_SASL_PASSWORD: both, or neither for a broker that
 * asks for none (a developer's own). One without the other is a broken deployment, refused at start.
 */
export function kafkaCredentialsFromEnv(env: {
  KAFKA_SASL_USERNAME?: string;
  KAFKA_SASL_PASSWORD?: string;
}): KafkaCredentials | undefined {
  const username = env.KAFKA_SASL_USERNAME?.trim() || undefined;
  const password = env.KAFKA_SASL_PASSWORD || undefined;
  if (!username && !password) return undefined;
  if (!username || !password)
    throw new Error('KAFKA_SASL_USERNAME and KAFKA_SASL_PASSWORD must be set together');
  return { username, password };
}

export function saslOf(credentials: KafkaCredentials | undefined): SASLOptions | undefined {
  return credentials && { mechanism: 'scram-sha-512', ...credentials };
}
