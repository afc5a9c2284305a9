import { generateKeyPairSync } from 'node:crypto';

let pair: { publicKey: string; privateKey: string } | null = null;

/** One RSA key pair per test process (generating one costs ~100 ms). */
export function testKeyPair(): { publicKey: string; privateKey: string } {
  pair ??= generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return pair;
}
