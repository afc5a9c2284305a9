import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants } from 'node:zlib';

const require = createRequire(import.meta.url);

const EXTERNAL_RUNTIME_PROVIDER = '@module-federation/inject-external-runtime-core-plugin';

/** The version range the shell's package.json asks for, so a remote built against another major is refused. */
function requiredVersion(name) {
  const shell = JSON.parse(readFileSync(join(import.meta.dirname, 'shell', 'package.json'), 'utf8'));
  return shell.dependencies[name];
}

function ownVersion(name) {
  return require(`${name}/package.json`).version;
}

/**
 * Shared by the shell and every remote, each one instance on the page: two Reacts break hooks, two
 * routers lose the location, two query clients lose the cache, two sessions disagree on who is signed in.
 */
export const SHARED = {
  react: { singleton: true, requiredVersion: requiredVersion('react') },
  'react/jsx-runtime': { singleton: true, requiredVersion: requiredVersion('react') },
  'react-dom': { singleton: true, requiredVersion: requiredVersion('react-dom') },
  // react-router through @p2p/router, its tree-shaken re-export: a shared package is shipped whole.
  '@p2p/router': { singleton: true, requiredVersion: ownVersion('@p2p/router') },
  '@tanstack/react-query': { singleton: true, requiredVersion: requiredVersion('@tanstack/react-query') },
  '@p2p/ui': { singleton: true, requiredVersion: ownVersion('@p2p/ui') },
  '@p2p/web-session': { singleton: true, requiredVersion: ownVersion('@p2p/web-session') },
  // FormField (@p2p/ui/form) reads the form a page provides: one form context on the page. Not needed for
  // the first paint: only the screens with forms import @p2p/ui/form, so it loads with them.
  'react-hook-form': { singleton: true, requiredVersion: requiredVersion('react-hook-form') },
  // Not a state holder: shared so a remote's forms reuse the copy the shell already downloaded.
  zod: { requiredVersion: requiredVersion('zod') },
};

/** Text assets worth compressing; source maps are fetched only by developer tools. */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg)$/;

/**
 * Each text asset beside its brotli and gzip forms, made once at build time at the best ratio, so
 * the gateway and nginx send them without compressing on every request.
 */
const precompressed = () => [
  new CompressionPlugin({
    filename: '[path][base].br',
    algorithm: 'brotliCompress',
    test: COMPRESSIBLE,
    compressionOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } },
    threshold: 512,
    minRatio: 0.9,
  }),
  new CompressionPlugin({
    filename: '[path][base].gz',
    algorithm: 'gzip',
    test: COMPRESSIBLE,
    compressionOptions: { level: 9 },
    threshold: 512,
    minRatio: 0.9,
  }),
];

const swcOptions = (development) => ({
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic', development, refresh: false } },
    target: 'es2022',
  },
});

/**
 * One webpack configuration per frontend. The shell is the host (an HTML page, remotes registered at
 * runtime); the others are remotes exposing their route modules under `/mfe/<name>/`.
 * @param {{ name: string, dir: string, publicPath: string, title?: string, exposes?: Record<string, string>, html?: boolean, dependencies?: string[] }} app
 */
export function federatedApp(app) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      name: app.name,
      dependencies: app.dependencies,
      context: app.dir,
      mode: production ? 'production' : 'development',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      // A remote is only its container (remoteEntry.js, added by the federation plugin): it runs inside
      // the shell, whose federation runtime it uses.
      entry: app.exposes ? {} : { main: './src/index.ts' },
      output: {
        path: join(app.dir, 'dist'),
        publicPath: app.publicPath,
        // Entry chunks keep plain names: the federation runtime resolves its own path from this template
        // before hashes exist. The page references them with a build-hash query instead.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: app.name,
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
      module: {
        rules: [
          {
            test: /\.[cm]?tsx?$/,
            exclude: /node_modules/,
            use: { loader: 'swc-loader', options: swcOptions(!production) },
          },
          { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        ],
      },
      plugins: [
        new MiniCssExtractPlugin({
          filename: production ? '[name].[contenthash:8].css' : '[name].css',
          chunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
        }),
        new ModuleFederationPlugin({
          name: app.name,
          filename: 'remoteEntry.js',
          exposes: app.exposes,
          shared: SHARED,
          // The default, version-first, fetches every registered remote's entry at start-up to compare
          // versions, and may then take a shared package from a remote: the wallet and admin remotes would
          // load on the dashboard. Loaded-first uses what the page already has (the shell's copies) and
          // loads a remote only when one of its screens is opened.
          shareStrategy: 'loaded-first',
          experiments: {
            // Browser-only builds: leaves out the runtime's Node.js loading code (script fetch through vm).
            optimization: { target: 'web' },
            // One federation runtime on the page: each remote's entry uses the shell's (below), where each
            // remote shipped its own copy (a remote therefore runs inside the shell only).
            ...(app.exposes ? { externalRuntime: true } : {}),
          },
          // The shell provides the runtime through the plugin `provideExternalRuntime` would add, but in its
          // ES module build: that option adds the CommonJS build, which brings the CommonJS runtime beside
          // the ES one the shell imports, 60 KB of the same code twice in the first script.
          runtimePlugins: app.exposes ? [] : [fileURLToPath(import.meta.resolve(EXTERNAL_RUNTIME_PROVIDER))],
          manifest: true,
          dts: app.exposes
            ? {
                generateTypes: {
                  tsConfigPath: join(app.dir, 'tsconfig.json'),
                  deleteTypesFolder: false,
                  abortOnError: true,
                },
                consumeTypes: false,
              }
            : false,
        }),
        ...(app.html
          ? [
              new HtmlWebpackPlugin({
                template: join(import.meta.dirname, 'index.html'),
                title: app.title ?? 'P2P Bet',
                // Without an icon link, every browser asks for /favicon.ico, a 404 and a console error.
                favicon: join(import.meta.dirname, 'favicon.svg'),
                scriptLoading: 'defer',
                hash: production,
              }),
            ]
          : []),
        ...(production ? precompressed() : []),
      ],
      performance: { hints: false },
      stats: 'errors-warnings',
    };
  };
}
