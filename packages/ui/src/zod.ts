import { z } from 'zod';

// The page's policy refuses eval (script-src 'self'). Unless told not to compile, zod probes for eval
// with `new Function` when it builds a schema, and the browser reports each refused probe as a content
// security policy violation (a console issue on every page with a form). The forms' schemas are small:
// interpreted validation costs nothing a person notices.
z.config({ jitless: true });

/** zod, configured for the page's content security policy: the frontends import it from here (listed in
 * package.json's sideEffects, or the bundler would take `z` straight from zod and drop the call). */
export { z };
