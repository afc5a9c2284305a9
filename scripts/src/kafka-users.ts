import type { KafkaApp } from '@p2p/service-kit';
import { readFileSync } from 'node:fs';

/** The `name=password` lines scripts/kafka.sh keeps for the broker it formatted (scram-users). */
export function readKafkaUsers(file: string): Map<string, string> {
  const users = new Map<string, string>();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const at = line.indexOf('=');
    if (at > 0) users.set(line.slice(0, at), line.slice(at + 1).trim());
  }
  return users;
}

/** An app's KAFKA_SASL_* variables from those users; none when the broker asks for no login. */
export function kafkaLoginEnv(users: Map<string, string> | null, app: KafkaApp): Record<string, string> {
  if (!users) return {};
  const password = users.get(app);
  if (!password) throw new Error(`The broker has no SCRAM user ${app}: restart it with KAFKA_RESET=1`);
  return { KAFKA_SASL_USERNAME: app, KAFKA_SASL_PASSWORD: password };
}
