import { federatedApp } from '../federated-app.mjs';

/** The admin remote, served under /mfe/admin/; the shell maps routes to these modules. */
export const exposes = {
  './AdminDashboard': './src/pages/AdminDashboardPage.tsx',
};

export default federatedApp({
  name: 'admin',
  dir: import.meta.dirname,
  publicPath: '/mfe/admin/',
  exposes,
});
