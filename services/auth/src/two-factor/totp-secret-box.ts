import { Inject, Injectable } from '@nestjs/common';
import { CONFIG } from '@p2p/service-kit';
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { AuthConfig } from '../auth.config';

const VERSION = 'v1';

/**
 * TOTP secrets at rest: AES-256-GCM under TWO_FACTOR_SECRET_KEY. Unlike a password, a TOTP secret
 * must be read back to check a code, so it cannot be hashed; encrypted, a copy of the database alone
 * cannot mint codes. Stored as `v1.<iv>.<tag>.<ciphertext>` (base64url); a value without the prefix
 * is a secret stored before encryption and is read as it is.
 */
@Injectable()
export class TotpSecretBox {
  private readonly key: Buffer;

  constructor(@Inject(CONFIG) config: AuthConfig) {
    this.key = Buffer.from(config.TWO_FACTOR_SECRET_KEY, 'hex');
  }

  seal(secret: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return [VERSION, iv, cipher.getAuthTag(), sealed]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  open(stored: string): string {
    const [version, iv, tag, sealed] = stored.split('.');
    if (version !== VERSION || sealed === undefined) return stored;
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  }
}
