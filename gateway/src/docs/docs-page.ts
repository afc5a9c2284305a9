import { dirname } from 'node:path';

/** swagger-ui-dist's folder, found without loading its bundle into the server. */
export const SWAGGER_UI_DIR = dirname(require.resolve('swagger-ui-dist/package.json'));

/** The only files of swagger-ui-dist the page uses (its own index.html shows the Petstore). */
export const SWAGGER_UI_ASSETS = new Set([
  'swagger-ui.css',
  'swagger-ui-bundle.js',
  'swagger-ui-standalone-preset.js',
  'favicon-32x32.png',
]);

// No inline script: the Content-Security-Policy allows scripts from this origin only.
export const DOCS_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>P2P Betting API</title>
    <link rel="icon" type="image/png" href="/api/docs/assets/favicon-32x32.png" />
    <link rel="stylesheet" href="/api/docs/assets/swagger-ui.css" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="/api/docs/assets/swagger-ui-bundle.js"></script>
    <script src="/api/docs/assets/swagger-ui-standalone-preset.js"></script>
    <script src="/api/docs/init.js"></script>
  </body>
</html>
`;

export const DOCS_INIT_SCRIPT = `window.ui = SwaggerUIBundle({
  url: '/api/docs/openapi.json',
  dom_id: '#swagger-ui',
  presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
  layout: 'StandaloneLayout',
  persistAuthorization: true,
});
`;
