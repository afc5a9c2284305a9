/**
 * Redis's users, one per app that uses it (issue 30, finding 11): each reaches only its own keys, and
 * only the gateway may publish on the live push's channels, so a compromised football pod cannot push
 * messages to users or touch the gateway's rate-limit counters. The `default` user is off: a client
 * without a login gets NOAUTH. The same rules are written into docker-compose.yml and the Kubernetes
 * in-cluster Redis.
 */
export const REDIS_USERS = {
  // Rate-limit counters (`p2p:throttle:`) and every channel: socket.io's Redis adapter subscribes to
  // patterns, which Redis's ACLs match literally, so a channel pattern would break it on an upgrade.
  gateway: ['~p2p:*', 'allchannels', '+@all', '-@admin', '-flushall', '-flushdb'],
  // The read cache (`football:<database>:`); no channel at all.
  football: ['~football:*', 'resetchannels', '+@all', '-@admin', '-@pubsub', '-flushall', '-flushdb'],
} as const;

export type RedisUser = keyof typeof REDIS_USERS;

/** The ACL lines of a redis.conf for these passwords. */
export function redisAclConfig(passwords: Record<RedisUser, string>): string {
  const users = Object.entries(REDIS_USERS).map(
    ([name, rules]) => `user ${name} on >${passwords[name as RedisUser]} ${rules.join(' ')}`,
  );
  return ['user default off', ...users].join('\n') + '\n';
}

export function redisUrl(user: RedisUser, password: string, port: number): string {
  return `redis://${user}:${encodeURIComponent(password)}@127.0.0.1:${port}`;
}
