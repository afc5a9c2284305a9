import { aclEntriesOf } from '@p2p/messaging';
import { AclOperationTypes, AclResourceTypes, ResourcePatternTypes } from 'kafkajs';
import { KAFKA_APPS, kafkaAccess } from './kafka-access';

// kafkajs's enums are plain objects at run time, without TypeScript's reverse mapping.
const nameIn = (values: object, value: number) =>
  Object.entries(values).find(([, candidate]) => candidate === value)?.[0];
const grants = (app: (typeof KAFKA_APPS)[number]) =>
  aclEntriesOf(kafkaAccess(app)).map((acl) => ({
    resource: `${nameIn(AclResourceTypes, acl.resourceType)}:${acl.resourceName}${acl.resourcePatternType === ResourcePatternTypes.PREFIXED ? '*' : ''}`,
    operation: nameIn(AclOperationTypes, acl.operation),
    principal: acl.principal,
  }));
const writes = (app: (typeof KAFKA_APPS)[number]) =>
  grants(app)
    .filter((grant) => grant.operation === 'WRITE')
    .map((grant) => grant.resource);

describe(kafkaAccess.name, () => {
  it('lets the wallet produce to wallet.events and to the dead letters of what it reads, nothing else', () => {
    expect(writes('wallet').sort()).toEqual(
      ['TOPIC:wallet.events', 'TOPIC:auth.events.dlq', 'TOPIC:betting.events.dlq'].sort(),
    );
  });

  it('gives every service write on its own topic and no other service write on it', () => {
    for (const app of KAFKA_APPS.filter((name) => name !== 'gateway')) {
      const own = `TOPIC:${app}.events`;
      expect(writes(app)).toContain(own);
      for (const other of KAFKA_APPS.filter((name) => name !== app)) expect(writes(other)).not.toContain(own);
    }
  });

  it('lets the gateway read every topic it pushes, in its own groups, and produce to no event topic', () => {
    const gateway = grants('gateway');

    expect(gateway.filter((grant) => grant.operation === 'READ').map((grant) => grant.resource)).toEqual(
      expect.arrayContaining(['TOPIC:betting.events', 'TOPIC:notifications.events', 'GROUP:gateway*']),
    );
    expect(writes('gateway').every((topic) => topic.endsWith('.dlq'))).toBe(true);
    expect(gateway.every((grant) => grant.principal === 'User:gateway')).toBe(true);
  });
});
