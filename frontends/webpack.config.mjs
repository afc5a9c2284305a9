import admin from './admin-mfe/webpack.config.mjs';
import betting from './betting-mfe/webpack.config.mjs';
import shell from './shell/webpack.config.mjs';
import wallet from './wallet-mfe/webpack.config.mjs';

/**
 * Every frontend in one webpack run (`npm run build:web`, `npm run dev`): the remotes first, as the
 * shell's type check reads the types they generate. `--config-name <name>` builds one.
 */
export default (env, argv) => [
  betting(env, argv),
  wallet(env, argv),
  admin(env, argv),
  { ...shell(env, argv), dependencies: ['betting', 'wallet', 'admin'] },
];
