import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

jest.setTimeout(120_000);

const root = join(__dirname, '../..');
const run = promisify(execFile);

/** The manifest check (scripts/lib/k8s-manifests.mjs, an ES module like kubernetes-models) of a k8s folder. */
async function check(dir?: string): Promise<{ rendered: Record<string, string[]>; problems: string[] }> {
  const { stdout } = await run(process.execPath, ['scripts/lib/k8s-manifests.mjs', ...(dir ? [dir] : [])], {
    cwd: root,
    timeout: 90_000,
  });
  return JSON.parse(stdout);
}

describe('Kubernetes manifests (deploy/k8s, docs/decisions/0142-kubernetes-manifests.md)', () => {
  it('render, base and production overlay, into valid objects that set every setting the apps read', async () => {
    const { rendered, problems } = await check();
    expect(problems).toEqual([]);
    expect(rendered.base).toEqual(
      expect.arrayContaining([
        'ConfigMap/shop-config',
        'Secret/shop-secrets',
        'Deployment/shop-bff',
        'Service/shop-bff',
        'PodDisruptionBudget/shop-bff',
        'HorizontalPodAutoscaler/shop-bff',
        'Deployment/shop-worker',
        'Job/shop-migrate',
      ]),
    );
    // Production names the migration Job after the release: one run per release.
    expect(rendered['overlays/production']).toEqual(
      expect.arrayContaining([
        'Ingress/shop',
        'Namespace/hygiene-shop',
        expect.stringMatching(/^Job\/shop-migrate-.+/),
      ]),
    );
  });

  it('names what is wrong: a setting missing, a real secret, a probe elsewhere, a probe loopback cannot answer, another migrate command, a schema error', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'k8s-'));
    try {
      cpSync(join(root, 'deploy/k8s'), dir, { recursive: true });
      const edit = (file: string, from: string | RegExp, to: string) => {
        const path = join(dir, file);
        writeFileSync(path, readFileSync(path, 'utf8').replace(from, to));
      };
      edit('base/config.yaml', /\n {2}RATE_LIMIT_MAX: '1200'/, '');
      edit('base/secret.yaml', 'SESSION_SECRET: REPLACE-ME', 'SESSION_SECRET: hunter2');
      edit('base/bff.yaml', 'path: /health/ready', 'path: /ready');
      edit('base/migrate-job.yaml', "'dist/libs/db/src/cli/seed.js'", "'dist/libs/db/src/cli/migrate.js'");
      edit('base/worker.yaml', 'containerPort: 3200', "containerPort: 'health'");
      edit('base/config.yaml', /\n {2}WORKER_HEALTH_HOST: 0\.0\.0\.0/, '');
      const { problems } = await check(dir);
      const text = problems.join('\n');
      expect(text).toContain('shop-bff (bff) has no RATE_LIMIT_MAX');
      expect(text).toContain('holds a value for SESSION_SECRET');
      expect(text).toContain('shop-bff readinessProbe is not GET /health/ready on port 3000');
      expect(text).toContain('the migration Job does not run node dist/libs/db/src/cli/seed.js');
      expect(text).toMatch(/Deployment\/shop-worker: .*containerPort must be integer/);
      expect(text).toContain(
        'shop-worker listens for its probes on WORKER_HEALTH_HOST=(unset: 127.0.0.1), not 0.0.0.0',
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
