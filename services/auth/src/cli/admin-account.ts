import {
  baseConfigSchema,
  createServiceApp,
  databaseUrlVariable,
  flattenValidationErrors,
  loadConfig,
} from '@p2p/service-kit';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { z } from 'zod';
import { AccountsService } from '../accounts/accounts.service';
import { authConfigSchema } from '../auth.config';
import { AuthModule } from '../auth.module';
import { AdminAccountDto } from './admin-account.dto';
import { DeferredPublishBus } from './deferred-publish-bus';

export interface CreatedAdmin {
  id: string;
  username: string;
  email: string;
  role: 'admin';
}

/**
 * `npm run admin:create`'s work, apart from reading the input: checks it with the signup rules and
 * creates a verified admin through the account service, so auth.UserRegistered goes through the
 * outbox. `env` is the auth service's own (DATABASE_URL_AUTH, JWT keys, INTERNAL_API_TOKEN).
 */
export async function createAdminAccount(
  env: Record<string, string | undefined>,
  input: { name?: string; username?: string; email?: string; password?: string },
): Promise<CreatedAdmin> {
  const account = plainToInstance(AdminAccountDto, input);
  const errors = await validate(account, { stopAtFirstError: true, whitelist: true });
  if (errors.length > 0) throw new Error(flattenValidationErrors(errors).join(', '));
  // Checked before Nest starts, so a missing variable is one clear line rather than a boot log.
  loadConfig(
    'auth',
    baseConfigSchema
      .extend({ [databaseUrlVariable('auth')]: z.string().url() })
      .extend(authConfigSchema.shape),
    env,
  );
  const app = await createServiceApp(AuthModule, {
    env: { LOG_LEVEL: 'error', ...env, SEED_DEMO_DATA: 'false' },
    title: 'Auth',
    bus: new DeferredPublishBus(),
  });
  try {
    const user = await app
      .get(AccountsService)
      .createAccount({ ...account, role: 'admin', emailVerified: true });
    return { id: user.id, username: user.username, email: user.email, role: 'admin' };
  } finally {
    await app.close();
  }
}
