import { generateTypes } from '@module-federation/dts-plugin/core';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { exposes as admin } from './admin-mfe/webpack.config.mjs';
import { exposes as betting } from './betting-mfe/webpack.config.mjs';
import { exposes as wallet } from './wallet-mfe/webpack.config.mjs';

/**
 * Generates each remote's exposed-module types with the Module Federation type generator (the one the
 * enhanced plugin runs in the remotes' builds) into `shell/@mf-types/<remote>/`, where the plugin's
 * own consumer would unpack them, so the shell type-checks against the remotes without a server.
 */
const remotes = { betting, wallet, admin };
const root = import.meta.dirname;
const target = join(root, 'shell', '@mf-types');

await rm(target, { recursive: true, force: true });
for (const [name, exposed] of Object.entries(remotes)) {
  const dir = join(root, `${name}-mfe`);
  await generateTypes({
    remote: {
      moduleFederationConfig: { name, filename: 'remoteEntry.js', exposes: exposed },
      tsConfigPath: join(dir, 'tsconfig.json'),
      context: dir,
      outputDir: target,
      typesFolder: name,
      deleteTypesFolder: false,
      abortOnError: true,
    },
  });
  await rm(join(target, `${name}.zip`), { force: true });
  await rm(join(target, `${name}.d.ts`), { force: true });
}
