import { Injectable } from '@nestjs/common';
import { Algorithm, hash, verify } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';

/** OWASP's Argon2id baseline: 19 MiB, 2 passes, one lane. */
const ARGON2ID = { algorithm: Algorithm.Argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Hashes passwords, and every other low-entropy secret a person types (PINs, SMS codes, security
 * answers): a leaked table must not be reversible by trying the million six-digit codes.
 */
@Injectable()
export class PasswordHasher {
  /** Checked when there is no account, so an unknown email costs the same time as a wrong password. */
  private readonly dummy = hash(randomBytes(16).toString('hex'), ARGON2ID);

  hash(secret: string): Promise<string> {
    return hash(secret, ARGON2ID);
  }

  async verify(hashed: string, secret: string): Promise<boolean> {
    try {
      return await verify(hashed, secret);
    } catch {
      return false;
    }
  }

  /** Spends a verification's time and answers false. */
  async verifyNothing(secret: string): Promise<false> {
    await this.verify(await this.dummy, secret);
    return false;
  }
}
