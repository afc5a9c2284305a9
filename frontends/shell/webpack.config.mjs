import { federatedApp } from '../federated-app.mjs';

/** The host: the page at /, its chrome, routes and account screens; remotes are registered at runtime. */
export default federatedApp({
  name: 'shell',
  dir: import.meta.dirname,
  publicPath: '/',
  html: true,
});
