import { describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { DataSource } from 'typeorm';
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

  it("passes redocly lint's recommended rules, with no ignore file", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'openapi-'));
    try {
      const file = join(dir, 'openapi.json');
      writeFileSync(file, await (await fetch(`${platform.url}/api/docs/openapi.json`)).text());
      const cli = join(dirname(require.resolve('@redocly/cli/package.json')), 'bin/cli.js');
      const lint = spawnSync(
        process.execPath,
        [cli, 'lint', file, '--extends', 'recommended', '--format', 'json', '--max-problems', '1000'],
        { encoding: 'utf8', cwd: dir },
      );
      const report = JSON.parse(lint.stdout) as {
        problems: Array<{
          ruleId: string;
          severity: string;
          message: string;
          location: Array<{ pointer?: string }>;
        }>;
      };
      const problems = report.problems.map(
        (problem) =>
          `${problem.severity} ${problem.ruleId} at ${problem.location[0]?.pointer}: ${problem.message}`,
      );

      // The specification names both `offers/user/{username}` and `offers/{id}/match|link`; an offer id
      // is a UUID, so "user" is never one, but the rule reads the shapes only (docs/decisions.md).
      expect(problems.filter((problem) => !/^warn(ing)? no-ambiguous-paths /.test(problem))).toEqual([]);
      expect(problems).toHaveLength(2);
      expect(lint.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('connects each service to its own database as its own role, never as a superuser', async () => {
    for (const [name, app] of platform.services) {
      const [session] = await app.get(DataSource).query(
        `SELECT current_user AS role, current_database() AS database, rolsuper AS superuser,
                  rolcreaterole AS "createRole", rolcreatedb AS "createDatabase"
             FROM pg_roles WHERE rolname = current_user`,
      );

      expect(session).toEqual({
        role: session.database,
        database: expect.stringMatching(new RegExp(`_${name}$`)),
        superuser: false,
        createRole: false,
        createDatabase: false,
      });
    }
  });

  it('answers unknown API routes with 404 in the envelope', async () => {
    const response = await fetch(`${platform.url}/api/nothing-here`);

    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ success: false, message: 'Route not found' });
  });
});
