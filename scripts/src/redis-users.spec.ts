import { describe, expect, it } from '@jest/globals';
import { redisAclConfig, redisUrl } from './redis-users';

describe(redisAclConfig.name, () => {
  const config = redisAclConfig({ gateway: 'gw-secret', football: 'fb-secret' });

  it('turns the default user off, so a client without a login gets NOAUTH', () => {
    expect(config.split('\n')[0]).toBe('user default off');
  });

  it('gives the gateway its keys and the live push channels, football its cache and no channel', () => {
    expect(config).toContain('user gateway on >gw-secret ~p2p:* allchannels +@all -@admin');
    expect(config).toContain('user football on >fb-secret ~football:* resetchannels +@all -@admin -@pubsub');
  });
});

describe(redisUrl.name, () => {
  it('names the user and escapes the password', () => {
    expect(redisUrl('football', 'a/b@c', 6399)).toBe('redis://football:a%2Fb%40c@127.0.0.1:6399');
  });
});
