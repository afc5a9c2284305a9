import { describe, expect, it } from '@jest/globals';
import { useTestPlatform } from '../support/test-platform';

describe('the embedded platform', () => {
  const platform = useTestPlatform();

  it('answers its health through the gateway with every hosted service up', async () => {
    const response = await fetch(`${platform.url}/api/health`);
    const body = (await response.json()) as {
      success: boolean;
      data: { status: string; services: Record<string, string> };
    };

    expect(response.status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data.status).toBe('ok');
    for (const name of platform.services.keys()) expect(body.data.services[name]).toBe('up');
  });

  it('serves one OpenAPI document for the whole surface', async () => {
    const page = await fetch(`${platform.url}/api/docs`);
    const document = await fetch(`${platform.url}/api/docs/openapi.json`);
    const spec = (await document.json()) as { openapi: string; paths: Record<string, unknown> };

    expect(page.status).toBe(200);
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toContain('/api/health');
  });

  it('answers unknown API routes with 404 in the envelope', async () => {
    const response = await fetch(`${platform.url}/api/nothing-here`);

    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ success: false, message: 'Route not found' });
  });
});
