import { Topics } from '@p2p/contracts';
import { KafkaPrincipalAccess, kafkaCredentialsFromEnv, provisionKafka } from '@p2p/messaging';

/**
 * Every app that talks to Kafka, as the SCRAM user it signs in as (scripts/kafka.sh and the broker's
 * start script in deploy/k8s, which compose shares, make the same users). The operators' superuser,
 * kafka-admin, is not one of them.
 */
export const KAFKA_APPS = [
  'auth',
  'betting',
  'wallet',
  'football',
  'admin',
  'notifications',
  'gateway',
] as const;
export type KafkaApp = (typeof KAFKA_APPS)[number];

/**
 * The topics each app reads: those of the events its handlers take (@HandlesEvent), and auth.events for
 * everyone, whose revoked sessions every app follows. The gateway reads every topic it pushes live.
 * A handler added for a new topic needs its line here, or the app's consumer is refused at start.
 */
const CONSUMES: Record<KafkaApp, readonly string[]> = {
  auth: [Topics.auth, Topics.betting, Topics.wallet],
  betting: [Topics.auth, Topics.football],
  wallet: [Topics.auth, Topics.betting],
  football: [Topics.auth, Topics.betting],
  admin: [Topics.auth, Topics.betting, Topics.football, Topics.wallet],
  notifications: [Topics.admin, Topics.auth, Topics.betting, Topics.wallet],
  gateway: Object.values(Topics),
};

/** Each service produces to its own topic only; the gateway produces nothing. */
export function kafkaAccess(app: KafkaApp): KafkaPrincipalAccess {
  return {
    user: app,
    produces: app === 'gateway' ? [] : [Topics[app]],
    consumes: CONSUMES[app],
    // Groups are named after their app: `wallet`, `admin-audit`, `admin-projections-g2`, `gateway-live`,
    // and the followers' `<app>-follower-<uuid>`.
    groupPrefix: app,
  };
}

/**
 * Creates the topics and grants every app its ACLs, signed in as the superuser given in
 * KAFKA_SASL_USERNAME / KAFKA_SASL_PASSWORD, on the brokers in KAFKA_BROKERS (cli/provision-kafka.ts).
 */
export async function provisionPlatformKafka(env: NodeJS.ProcessEnv): Promise<void> {
  if (!env.KAFKA_BROKERS) throw new Error('KAFKA_BROKERS is not set');
  const admin = kafkaCredentialsFromEnv(env);
  if (!admin) throw new Error('KAFKA_SASL_USERNAME and KAFKA_SASL_PASSWORD (the superuser) are not set');
  await provisionKafka({
    brokers: env.KAFKA_BROKERS.split(',').map((broker) => broker.trim()),
    admin,
    topics: Object.values(Topics),
    principals: KAFKA_APPS.map(kafkaAccess),
  });
}
