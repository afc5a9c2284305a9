import { createServer } from 'node:http';
import { failChild, onStopRequest } from '../processes';

/**
 * Child process of the reference for read scenarios: Node's bare `http` server answering every
 * request with the bytes (and content type) the platform answered, so the gap between the two is
 * what the platform's layers cost.
 */
function main(): void {
  const { body, contentType } = JSON.parse(process.env.BENCH_BARE ?? '{}') as {
    body: string;
    contentType: string;
  };
  const bytes = Buffer.from(body, 'base64');
  const server = createServer((request, response) => {
    request.resume();
    response.writeHead(200, { 'content-type': contentType, 'content-length': bytes.length });
    response.end(bytes);
  });
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    process.send?.({ type: 'ready', port: typeof address === 'object' && address ? address.port : 0 });
  });
  onStopRequest(() => {
    server.close(() => process.exit(0));
    // Keep-alive connections of a finished load would hold close() open.
    server.closeAllConnections();
  });
}

try {
  main();
} catch (error) {
  failChild(error);
}
