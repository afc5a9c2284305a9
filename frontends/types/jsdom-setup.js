// jsdom lacks the encoding globals that react-router reads at import time; Node has them.
if (typeof window !== 'undefined' && typeof globalThis.TextEncoder === 'undefined') {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS setup file, run before the test's imports
  const { TextEncoder, TextDecoder } = require('node:util');
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}

// Testing Library's find* and waitFor give up after 1 s by default: on a CI machine whose two cores also
// run PostgreSQL and the browser tier, a screen's first lazy import can take longer (seen: ProofViewer).
// A wait still ends as soon as what it waits for shows, so a passing test is no slower.
if (typeof window !== 'undefined') {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS setup file, run before the test's imports
  require('@testing-library/dom').configure({ asyncUtilTimeout: 5000 });
}
