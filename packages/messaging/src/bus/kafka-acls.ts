import { deadLetterTopic } from '@p2p/contracts';
import {
  AclEntry,
  AclOperationTypes,
  AclPermissionTypes,
  AclResourceTypes,
  Kafka,
  logLevel,
  ResourcePatternTypes,
} from 'kafkajs';
import { KafkaCredentials, saslOf } from './kafka-credentials';
import { provisionTopics } from './kafka-event-bus';

/** What one app's principal may do on a broker that enforces ACLs. */
export interface KafkaPrincipalAccess {
  /** The SCRAM user the app signs in as. */
  user: string;
  /** The topics its outbox publishes to. */
  produces: readonly string[];
  /** The topics it reads; it may also dead-letter into their `.dlq`. */
  consumes: readonly string[];
  /** Every consumer group it joins starts with this (its main group, followers, replays). */
  groupPrefix: string;
}

/**
 * The ACL entries of one principal: write and describe its own topics; read its consumed topics and
 * write their DLQs (a handler that keeps failing parks the message there); join its own groups. Nothing
 * else: producing to another app's topic is TOPIC_AUTHORIZATION_FAILED. An idempotent producer needs
 * no cluster permission since Kafka 2.8 (KIP-679): WRITE on a topic is enough.
 */
export function aclEntriesOf(access: KafkaPrincipalAccess): AclEntry[] {
  const principal = `User:${access.user}`;
  const allow = (
    resourceType: AclResourceTypes,
    resourceName: string,
    resourcePatternType: ResourcePatternTypes,
    operation: AclOperationTypes,
  ): AclEntry => ({
    resourceType,
    resourceName,
    resourcePatternType,
    principal,
    host: '*',
    operation,
    permissionType: AclPermissionTypes.ALLOW,
  });
  const topic = (name: string, operation: AclOperationTypes) =>
    allow(AclResourceTypes.TOPIC, name, ResourcePatternTypes.LITERAL, operation);
  const writes = [...new Set([...access.produces, ...access.consumes.map(deadLetterTopic)])];
  return [
    ...writes.flatMap((name) => [
      topic(name, AclOperationTypes.WRITE),
      topic(name, AclOperationTypes.DESCRIBE),
    ]),
    ...access.consumes.flatMap((name) => [
      topic(name, AclOperationTypes.READ),
      topic(name, AclOperationTypes.DESCRIBE),
    ]),
    allow(AclResourceTypes.GROUP, access.groupPrefix, ResourcePatternTypes.PREFIXED, AclOperationTypes.READ),
  ];
}

/**
 * As the broker's superuser: creates the event topics (with their DLQs) and grants each principal its
 * access. Both steps are idempotent, so it runs at every broker start and every deployment.
 */
export async function provisionKafka(options: {
  brokers: string[];
  admin: KafkaCredentials;
  topics: readonly string[];
  principals: readonly KafkaPrincipalAccess[];
}): Promise<void> {
  const admin = new Kafka({
    clientId: 'kafka-provisioning',
    brokers: options.brokers,
    sasl: saslOf(options.admin),
    logLevel: logLevel.WARN,
  }).admin();
  await admin.connect();
  try {
    await provisionTopics(admin, options.topics);
    await admin.createAcls({ acl: options.principals.flatMap(aclEntriesOf) });
  } finally {
    await admin.disconnect();
  }
}
