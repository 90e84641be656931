import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { parse } from 'yaml';

// docker-compose.yml cannot be run here (no Docker engine), so these tests hold it to what the launcher
// does: the same commands, ports, health endpoints and configuration variables, documented in README.md.

interface DependsOn {
  condition: string;
}
interface Service {
  image?: string;
  build?: { context: string; dockerfile: string; target?: string };
  command?: string[];
  environment?: Record<string, string | number>;
  healthcheck?: { test: string[] };
  depends_on?: Record<string, DependsOn>;
  ports?: string[];
  restart?: string;
  volumes?: string[];
  networks?: Record<string, { aliases?: string[] }>;
}
interface Compose {
  services: Record<string, Service>;
  volumes?: Record<string, unknown>;
}

const root = join(__dirname, '../..');
const composeText = readFileSync(join(root, 'docker-compose.yml'), 'utf8');
const compose = parse(composeText, { merge: true }) as Compose;
const services = compose.services;
const APP_SERVICES = ['idp', 'bff', 'worker'];
const IMAGE_SERVICES = ['migrate', ...APP_SERVICES];
/** The name a compose service has in the usedBy lists of scripts/lib/env.mjs. */
const USED_BY_NAME: Record<string, string> = {
  migrate: 'seed',
  idp: 'idp',
  bff: 'bff',
  worker: 'worker',
};
/** Compose defaults that differ from the launcher's on purpose. */
const COMPOSE_DEFAULT_EXCEPTIONS: Record<string, string> = {
  OIDC_ISSUER: 'the browser and the BFF container both reach the IdP as idp.localhost',
  SMTP_URL: 'unset, the launcher starts a mail catcher; compose runs it as the service mail',
};
/** Optional variables compose need not set. */
const OPTIONAL_IN_COMPOSE = ['BUILD_ID', 'WEB_DIST_DIR'];

const env = () => import('../lib/env.mjs');

/** `| \`NAME\` | default | … |` rows of the README's Configuration section. */
function readmeConfigTable(text: string) {
  const section = text.split(/^## /m).find((s) => s.startsWith('Configuration'));
  if (!section) throw new Error('README.md has no "## Configuration" section');
  const rows = new Map<string, string>();
  for (const line of section.split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    const name = /^`([A-Z][A-Z0-9_]*)`$/.exec(cells[1] ?? '');
    if (name) rows.set(name[1], cells[2].replace(/^`|`$/g, ''));
  }
  return rows;
}

/** `${VAR}`, `${VAR:-default}`, `${VAR-default}`, `${VAR:?message}` … in compose text. */
function composeVariables(text: string) {
  const found = new Map<string, string | null>();
  for (const match of text.matchAll(/\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?+])([^}]*))?\}/g)) {
    found.set(match[1], match[2]?.endsWith('-') ? match[3] : null);
  }
  return found;
}

/** Names of environment variables a source file reads. */
function readEnvNames(source: string, fileName: string) {
  const names = new Set<string>();
  const NAME = '([A-Z_][A-Z0-9_]*)';
  const patterns = [
    new RegExp(`process\\.env\\.${NAME}`, 'g'),
    new RegExp(`process\\.env\\[\\s*['"\`]${NAME}['"\`]\\s*\\]`, 'g'),
    // An env parameter (loadConfig(env = process.env)); import.meta.env is Vite's build-time object.
    new RegExp(`(?<!meta\\.)\\benv\\.${NAME}`, 'g'),
    new RegExp(`(?<!meta\\.)\\benv\\[\\s*['"\`]${NAME}['"\`]\\s*\\]`, 'g'),
  ];
  for (const pattern of patterns) for (const m of source.matchAll(pattern)) names.add(m[1]);
  for (const m of source.matchAll(/\{([^{}]*)\}\s*=\s*process\.env\b/g)) {
    for (const part of m[1].split(',')) {
      const name = /^\s*([A-Z_][A-Z0-9_]*)/.exec(part);
      if (name) names.add(name[1]);
    }
  }
  // Config loaders that name variables: read.port('IDP_PORT'), { BFF_PORT: … }, class fields BFF_PORT = 3100.
  if (/(^|[.-])(config|env)([.-]|$)/.test(basename(fileName).replace(/\.[cm]?[jt]sx?$/, ''))) {
    const ENV_NAME = '([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)';
    for (const m of source.matchAll(new RegExp(`(?<!Symbol\\(\\s*)['"\`]${ENV_NAME}['"\`]`, 'g')))
      names.add(m[1]);
    for (const m of source.matchAll(new RegExp(`(?:^|[{,])\\s*${ENV_NAME}\\s*[!?]?\\s*[:=]`, 'gm')))
      names.add(m[1]);
  }
  return names;
}

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path));
    else if (/\.[cm]?[jt]sx?$/.test(entry) && !/\.(spec|int-spec|test)\.[jt]sx?$/.test(entry)) out.push(path);
  }
  return out;
}

function appSourceFiles() {
  const dirs = ['apps', 'libs'].flatMap((group) =>
    existsSync(join(root, group))
      ? readdirSync(join(root, group)).map((p) => join(root, group, p, 'src'))
      : [],
  );
  const files = [...dirs.flatMap(sourceFiles), ...sourceFiles(join(root, 'e2e'))];
  const viteConfig = join(root, 'apps/web/vite.config.ts');
  if (existsSync(viteConfig)) files.push(viteConfig);
  return files;
}

function healthUrl(service: Service) {
  const test = service.healthcheck?.test ?? [];
  const url = /fetch\('([^']+)'\)/.exec(test.join(' '));
  return url ? new URL(url[1]) : null;
}

describe('docker-compose.yml', () => {
  it('has the databases, the three apps, the mail catcher and the one-shot migrate service', () => {
    expect(Object.keys(services).sort()).toEqual([
      'bff',
      'idp',
      'mail',
      'migrate',
      'postgres',
      'redis',
      'worker',
    ]);
    expect(services.postgres.image).toBe('postgres:16');
    expect(services.redis.image).toBe('redis:7');
  });

  it('builds every app from the one Dockerfile, on the pinned Node', async () => {
    const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');
    for (const name of IMAGE_SERVICES) {
      expect([name, services[name].build]).toEqual([
        name,
        { context: '.', dockerfile: 'Dockerfile', target: 'runtime' },
      ]);
    }
    expect(dockerfile).toMatch(/^FROM \S+ AS runtime$/m);
    const { PINNED_NODE } = await import('../lib/node-runtime.mjs');
    expect(dockerfile).toMatch(new RegExp(`^FROM node:${PINNED_NODE.version}-bookworm-slim AS base$`, 'm'));
    expect(dockerfile).toContain('npm install --no-audit --no-fund');
    expect(dockerfile).toMatch(/nx run-many -t build/);
  });

  it('runs the same commands as the launcher', async () => {
    const { appSpecs } = await import('../lib/system.mjs');
    const { SEED_CLI } = await import('../lib/db.mjs');
    const { withDefaults } = await env();
    const specs = appSpecs(root, withDefaults({}));
    expect(specs.map((spec) => spec.name)).toEqual(APP_SERVICES);
    for (const spec of specs) {
      expect([spec.name, services[spec.name].command]).toEqual([spec.name, ['node', ...spec.args]]);
    }
    expect(services.migrate.command).toEqual(['node', SEED_CLI]);
  });

  it('checks the health of every long-running service on the port it is configured for', () => {
    for (const [name, service] of Object.entries(services)) {
      if (name === 'migrate') continue;
      expect([name, Array.isArray(service.healthcheck?.test)]).toEqual([name, true]);
    }
    // The bff as the launcher checks it: on the shop's origin, which it opens after BFF_PORT.
    const portOf: Record<string, string> = { idp: 'IDP_PORT', bff: 'WEB_PORT', worker: 'WORKER_HEALTH_PORT' };
    for (const [name, variable] of Object.entries(portOf)) {
      const url = healthUrl(services[name]);
      expect([name, url?.pathname, url?.port]).toEqual([
        name,
        '/health/ready',
        String(services[name].environment?.[variable]),
      ]);
    }
  });

  it('publishes the shop’s origin, which the bff serves', () => {
    expect(services.bff.ports).toEqual([`\${WEB_PORT:-3000}:${services.bff.environment?.WEB_PORT}`]);
  });

  it('starts services only after what they need is healthy or done', () => {
    const allowed = ['service_started', 'service_healthy', 'service_completed_successfully'];
    for (const [name, service] of Object.entries(services)) {
      for (const [target, dep] of Object.entries(service.depends_on ?? {})) {
        expect([name, target, target in services, allowed.includes(dep.condition)]).toEqual([
          name,
          target,
          true,
          true,
        ]);
        if (dep.condition === 'service_healthy')
          expect([target, Boolean(services[target].healthcheck)]).toEqual([target, true]);
        if (dep.condition === 'service_completed_successfully')
          expect([target, services[target].restart]).toEqual([target, 'no']);
      }
    }
    const condition = (name: string, target: string) => services[name].depends_on?.[target]?.condition;
    expect(condition('migrate', 'postgres')).toBe('service_healthy');
    for (const name of ['idp', 'bff', 'worker'])
      expect(condition(name, 'migrate')).toBe('service_completed_successfully');
    for (const name of ['idp', 'bff', 'worker']) expect(condition(name, 'redis')).toBe('service_healthy');
    expect(condition('bff', 'idp')).toBe('service_healthy');
  });

  it('has no dependency cycle', () => {
    const visiting = new Set<string>();
    const done = new Set<string>();
    const visit = (name: string, path: string[]) => {
      if (done.has(name)) return;
      if (visiting.has(name)) throw new Error(`dependency cycle: ${[...path, name].join(' -> ')}`);
      visiting.add(name);
      for (const target of Object.keys(services[name].depends_on ?? {})) visit(target, [...path, name]);
      visiting.delete(name);
      done.add(name);
    };
    expect(() => Object.keys(services).forEach((name) => visit(name, []))).not.toThrow();
  });

  it('gives every app the variables it reads, and only known ones', async () => {
    const { CONFIG_VARS, CONFIG_VAR_NAMES, PLATFORM_VARS } = await env();
    const known = new Set([...CONFIG_VAR_NAMES, ...PLATFORM_VARS]);
    for (const name of IMAGE_SERVICES) {
      const keys = Object.keys(services[name].environment ?? {});
      expect([name, keys.filter((k) => !known.has(k))]).toEqual([name, []]);
      const needed = CONFIG_VARS.filter((v) => v.usedBy.includes(USED_BY_NAME[name]))
        .map((v) => v.name)
        .filter((v) => !OPTIONAL_IN_COMPOSE.includes(v));
      expect([name, needed.filter((k) => !keys.includes(k))]).toEqual([name, []]);
    }
  });

  it('runs the same mail catcher as the launcher and sends the worker’s mail to it', async () => {
    const { mailCatcherArgs } = await import('../lib/mail.mjs');
    const { withDefaults } = await env();
    const launcher = mailCatcherArgs(root, withDefaults({}), '/data/mail', '0.0.0.0');
    expect(services.mail.command).toEqual(['node', relative(root, launcher[0]), ...launcher.slice(1)]);
    const smtp = new URL(composeVariables(composeText).get('SMTP_URL') ?? '');
    expect([smtp.hostname, smtp.port]).toEqual(['mail', '1025']);
    const inbox = healthUrl(services.mail);
    expect(services.mail.ports).toEqual([`127.0.0.1:\${MAIL_WEB_PORT:-1080}:${inbox?.port}`]);
  });

  it('makes the servers listen on all interfaces of their container', () => {
    expect(services.bff.environment?.BFF_HOST).toBe('0.0.0.0');
    expect(services.bff.environment?.WEB_HOST).toBe('0.0.0.0');
  });

  it('points the apps at the compose databases and the IdP alias', () => {
    for (const name of ['migrate', 'idp', 'bff', 'worker']) {
      const vars = services[name].environment ?? {};
      expect(new URL(String(vars.DATABASE_URL)).hostname).toBe('postgres');
      expect(new URL(String(vars.REDIS_URL)).hostname).toBe('redis');
    }
    const issuerDefault = composeVariables(composeText).get('OIDC_ISSUER') ?? '';
    const issuer = new URL(issuerDefault);
    expect(services.idp.networks?.default.aliases).toContain(issuer.hostname);
    expect(services.idp.ports).toContain(`${issuer.port}:${services.idp.environment?.IDP_PORT}`);
  });

  it('declares the named volumes it mounts', () => {
    for (const service of Object.values(services)) {
      for (const volume of service.volumes ?? []) {
        const source = volume.split(':')[0];
        if (!source.startsWith('.') && !source.startsWith('/'))
          expect(Object.keys(compose.volumes ?? {})).toContain(source);
      }
    }
  });

  it('documents every variable it interpolates in the README configuration table', () => {
    const documented = readmeConfigTable(readFileSync(join(root, 'README.md'), 'utf8'));
    const used = [...composeVariables(composeText).keys()];
    expect(used.length).toBeGreaterThan(0);
    expect(used.filter((name) => !documented.has(name))).toEqual([]);
  });

  it('uses the launcher defaults, apart from the documented exceptions', async () => {
    const { CONFIG_VARS } = await env();
    for (const [name, composeDefault] of composeVariables(composeText)) {
      if (name in COMPOSE_DEFAULT_EXCEPTIONS || composeDefault === null) continue;
      expect([name, composeDefault]).toEqual([name, CONFIG_VARS.find((v) => v.name === name)?.default]);
    }
  });
});

describe('configuration variables', () => {
  it('are the same in scripts/lib/env.mjs and the README table, with the same defaults', async () => {
    const { CONFIG_VARS } = await env();
    const documented = readmeConfigTable(readFileSync(join(root, 'README.md'), 'utf8'));
    expect([...documented.keys()].sort()).toEqual(CONFIG_VARS.map((v) => v.name).sort());
    for (const v of CONFIG_VARS)
      expect([v.name, documented.get(v.name)]).toEqual([v.name, v.default ?? '(unset)']);
  });

  it('cover every variable the apps, libraries and end-to-end tests read', async () => {
    const { CONFIG_VAR_NAMES, PLATFORM_VARS } = await env();
    const known = new Set([...CONFIG_VAR_NAMES, ...PLATFORM_VARS]);
    const unknown: string[] = [];
    for (const file of appSourceFiles()) {
      for (const name of readEnvNames(readFileSync(file, 'utf8'), file)) {
        if (!known.has(name)) unknown.push(`${name} (${relative(root, file)})`);
      }
    }
    expect(unknown).toEqual([]);
  });

  it('are found in the ways apps read them', () => {
    const source = [
      "const port = Number(process.env.BFF_PORT ?? '3100');",
      "const url = process.env['REDIS_URL'];",
      'const { SESSION_SECRET, OIDC_ISSUER: issuer } = process.env;',
      'export function load(env = process.env) { return env.WORKER_HEALTH_PORT; }',
      'const dev = import.meta.env.DEV && import.meta.env.BASE_URL;',
      "const label = 'NOT_AN_ENV_OUTSIDE_CONFIG';",
    ].join('\n');
    expect([...readEnvNames(source, 'apps/bff/src/main.ts')].sort()).toEqual([
      'BFF_PORT',
      'OIDC_ISSUER',
      'REDIS_URL',
      'SESSION_SECRET',
      'WORKER_HEALTH_PORT',
    ]);
    const config = [
      "export const APP_CONFIG = Symbol('APP_CONFIG');",
      'export class AppConfig {',
      '  BFF_HOST = "127.0.0.1";',
      '  DATABASE_URL!: string;',
      '}',
      "const values = { WORKER_HEALTH_PORT: read.port('IDP_PORT', 3300) };",
    ].join('\n');
    const found = ['BFF_HOST', 'DATABASE_URL', 'IDP_PORT', 'WORKER_HEALTH_PORT'];
    expect([...readEnvNames(config, 'apps/bff/src/config/app-config.ts')].sort()).toEqual(found);
    expect([...readEnvNames(config, 'apps/idp/src/config.ts')].sort()).toEqual(found);
    expect([...readEnvNames(config, 'apps/worker/src/reconfigure.ts')]).toEqual([]);
  });
});
