export const SERVICES = ['auth', 'betting', 'wallet', 'football', 'admin', 'notifications'] as const;
export type ServiceName = (typeof SERVICES)[number];

/** One topic per producing service. */
export const Topics = {
  auth: 'auth.events',
  betting: 'betting.events',
  wallet: 'wallet.events',
  football: 'football.events',
  admin: 'admin.events',
  notifications: 'notifications.events',
} as const satisfies Record<ServiceName, string>;

export type Topic = (typeof Topics)[ServiceName];

export function deadLetterTopic(topic: string): string {
  return `${topic}.dlq`;
}

/** The producing service is the prefix of the event type: `betting.OfferMatched` -> betting.events. */
export function topicOfEventType(type: string): Topic {
  const service = type.split('.')[0] as ServiceName;
  const topic = Topics[service];
  if (!topic) throw new Error(`Event type ${type} names no known service`);
  return topic;
}
