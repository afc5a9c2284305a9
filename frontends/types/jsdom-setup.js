// jsdom lacks the encoding globals that react-router reads at import time; Node has them.
if (typeof window !== 'undefined' && typeof globalThis.TextEncoder === 'undefined') {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS setup file, run before the test's imports
  const { TextEncoder, TextDecoder } = require('node:util');
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}
