// The Kubernetes manifests of deploy/k8s rendered with kustomize and checked offline
// (docs/decisions/0142-kubernetes-manifests.md): every object against the Kubernetes schemas
// (kubernetes-models), every setting the BFF, the worker and the seed read set or listed as optional,
// the probes on the apps' health routes and ports, the Job running compose's migrate command, and no
// Secret holding anything but placeholders. `node scripts/lib/k8s-manifests.mjs [k8s folder]` prints
// the result as JSON (the jest spec runs it so: kubernetes-models is an ES module).
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { aptInstall, canAptInstall, findOnPath } from './apt.mjs';
import { CONFIG_VARS } from './env.mjs';
import { UserError, say } from './log.mjs';
import { runCommand } from './run.mjs';

/** A rendered Kubernetes object, read by each check in its own shape. */
/** @typedef {Record<string, any>} K8sObject */

/** Placeholder value of every key of the manifests' Secret. */
export const SECRET_PLACEHOLDER = 'REPLACE-ME';
/** @type {Record<string, string>} */
const APPS = { 'shop-bff': 'bff', 'shop-worker': 'worker', 'shop-migrate': 'seed' };
/**
 * The health routes, their port and the setting naming the interface it listens on: the kubelet probes
 * from outside the pod, so that interface must be 0.0.0.0.
 * @type {Record<string, { ready: string, live: string, port: number, host: string }>}
 */
const HEALTH = {
  bff: { ready: '/health/ready', live: '/health/live', port: 3000, host: 'WEB_HOST' },
  worker: { ready: '/health/ready', live: '/health/live', port: 3200, host: 'WORKER_HEALTH_HOST' },
};

/** kubectl with its kustomize: on the machine, else Debian's package (installed as root). */
export async function ensureKubectl() {
  let binary = findOnPath('kubectl');
  if (!binary && canAptInstall()) {
    say('kubectl is not installed; installing it with apt-get (it renders the Kubernetes manifests).');
    await aptInstall(['kubectl']).catch(() => aptInstall(['kubernetes-client']));
    binary = findOnPath('kubectl');
  }
  if (!binary)
    throw new UserError('The manifest check needs kubectl (Debian/Ubuntu: `sudo apt-get install kubectl`).');
  return binary;
}

/**
 * The objects `kubectl kustomize <dir>` renders.
 * @param {string} dir
 * @returns {Promise<K8sObject[]>}
 */
export async function render(dir) {
  const kubectl = await ensureKubectl();
  const { code, output } = await runCommand(kubectl, ['kustomize', dir], { capture: true, quiet: true });
  if (code !== 0) throw new UserError(`kubectl kustomize ${dir} failed: ${output.trim()}`);
  // Imported here: the test launcher loads this module before it has installed the dependencies.
  const { parseAllDocuments } = await import('yaml');
  const yamlText = output
    .split('\n')
    .filter((line) => !line.startsWith('# Warning'))
    .join('\n');
  return parseAllDocuments(yamlText)
    .map((doc) => doc.toJSON())
    .filter(Boolean);
}

/**
 * The kubernetes-models class of an object (apps/v1 Deployment → kubernetes-models/apps/v1/Deployment).
 * @param {K8sObject} object
 */
async function modelOf(object) {
  const [group, version] = object.apiVersion.includes('/')
    ? object.apiVersion.split('/')
    : [null, object.apiVersion];
  const path = group
    ? `kubernetes-models/${group}/${version}/${object.kind}`
    : `kubernetes-models/${version}/${object.kind}`;
  const module = await import(path);
  return module[object.kind];
}

const baseName = (/** @type {string} */ name) => name.replace(/-\d[\w.-]*$/, '');

/**
 * Renders `k8sDir`'s base and production overlay and checks them.
 * @param {string} root the repository
 * @param {string} k8sDir
 */
export async function checkManifests(root, k8sDir = join(root, 'deploy/k8s')) {
  const { parse } = await import('yaml');
  /** @type {string[]} */
  const migrateCommand = parse(readFileSync(join(root, 'docker-compose.yml'), 'utf8')).services.migrate
    .command;
  /** @type {string[]} */
  const problems = [];
  /** @type {Record<string, string[]>} */
  const rendered = {};
  for (const target of ['base', 'overlays/production']) {
    const objects = await render(join(k8sDir, target));
    rendered[target] = objects.map((o) => `${o.kind}/${o.metadata?.name}`);
    for (const object of objects) {
      try {
        const Model = await modelOf(object);
        new Model(object).validate();
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        problems.push(`${target}: ${object.kind}/${object.metadata?.name}: ${message.split('\n')[0]}`);
      }
    }
    problems.push(
      ...settingsProblems(k8sDir, target, objects),
      ...workloadProblems(migrateCommand, target, objects),
    );
  }
  return { rendered, problems };
}

/**
 * Every setting its app reads is set (env, or envFrom of a rendered ConfigMap or Secret) or listed as optional.
 * @param {string} k8sDir
 * @param {string} target
 * @param {K8sObject[]} objects
 */
function settingsProblems(k8sDir, target, objects) {
  const optional = Object.keys(
    JSON.parse(readFileSync(join(k8sDir, 'optional-settings.json'), 'utf8')).optional,
  );
  /** @type {string[]} */
  const problems = [];
  /** @type {(kind: string, name: string) => string[] | null} */
  const keysOf = (kind, name) => {
    const found = objects.find((o) => o.kind === kind && o.metadata.name === name);
    return found ? Object.keys({ ...found.data, ...found.stringData }) : null;
  };
  for (const workload of objects.filter((o) => ['Deployment', 'Job'].includes(o.kind))) {
    const app = APPS[baseName(workload.metadata.name)];
    if (!app) continue;
    const container = workload.spec.template.spec.containers[0];
    const set = new Set((container.env ?? []).map((/** @type {K8sObject} */ e) => e.name));
    for (const from of container.envFrom ?? []) {
      const keys = from.configMapRef
        ? keysOf('ConfigMap', from.configMapRef.name)
        : from.secretRef
          ? keysOf('Secret', from.secretRef.name)
          : null;
      if (!keys)
        problems.push(
          `${target}: ${workload.metadata.name} takes settings from a ConfigMap or Secret that is not rendered`,
        );
      for (const key of keys ?? []) set.add(key);
    }
    for (const v of CONFIG_VARS.filter((c) => c.usedBy.includes(app))) {
      if (!set.has(v.name) && !optional.includes(v.name))
        problems.push(
          `${target}: ${workload.metadata.name} (${app}) has no ${v.name} and it is not listed as optional`,
        );
    }
  }
  for (const secret of objects.filter((o) => o.kind === 'Secret')) {
    const values = {
      ...secret.stringData,
      ...Object.fromEntries(
        Object.entries(secret.data ?? {}).map(([k, v]) => [k, Buffer.from(v, 'base64').toString()]),
      ),
    };
    for (const [key, value] of Object.entries(values))
      if (value !== SECRET_PLACEHOLDER)
        problems.push(
          `${target}: Secret ${secret.metadata.name} holds a value for ${key} (only ${SECRET_PLACEHOLDER} may be committed)`,
        );
  }
  return problems;
}

/**
 * Probes on the apps' health routes and ports; the Job runs compose's migrate command.
 * @param {string[]} migrateCommand compose's
 * @param {string} target
 * @param {K8sObject[]} objects
 */
function workloadProblems(migrateCommand, target, objects) {
  /** @type {string[]} */
  const problems = [];
  for (const workload of objects.filter((o) => o.kind === 'Deployment')) {
    const app = APPS[workload.metadata.name];
    const health = HEALTH[app];
    if (!health) continue;
    const container = workload.spec.template.spec.containers[0];
    const portOf = (/** @type {K8sObject | undefined} */ probe) => {
      const port = probe?.httpGet?.port;
      return typeof port === 'string'
        ? container.ports?.find((/** @type {K8sObject} */ p) => p.name === port)?.containerPort
        : port;
    };
    for (const [kind, path] of [
      ['readinessProbe', health.ready],
      ['livenessProbe', health.live],
    ]) {
      const probe = container[kind];
      if (probe?.httpGet?.path !== path || portOf(probe) !== health.port)
        problems.push(
          `${target}: ${workload.metadata.name} ${kind} is not GET ${path} on port ${health.port}`,
        );
    }
    const host = settingOf(objects, container, health.host);
    if (host !== '0.0.0.0')
      problems.push(
        `${target}: ${workload.metadata.name} listens for its probes on ${health.host}=${host ?? '(unset: 127.0.0.1)'}, not 0.0.0.0`,
      );
  }
  const migrate = migrateCommand;
  const job = objects.find((o) => o.kind === 'Job' && baseName(o.metadata.name) === 'shop-migrate');
  if (!job) problems.push(`${target}: no migration Job`);
  else if (JSON.stringify(job.spec.template.spec.containers[0].command) !== JSON.stringify(migrate))
    problems.push(`${target}: the migration Job does not run ${migrate.join(' ')}`);
  return problems;
}

/**
 * A setting's value in a container: its own env, else the last envFrom ConfigMap that has it.
 * @param {K8sObject[]} objects
 * @param {K8sObject} container
 * @param {string} name
 * @returns {string | undefined}
 */
function settingOf(objects, container, name) {
  const own = (container.env ?? []).find((/** @type {K8sObject} */ e) => e.name === name);
  if (own) return own.value;
  let value;
  for (const from of container.envFrom ?? []) {
    const map = objects.find((o) => o.kind === 'ConfigMap' && o.metadata.name === from.configMapRef?.name);
    if (map?.data && name in map.data) value = map.data[name];
  }
  return value;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const root = resolve(new URL('../..', import.meta.url).pathname);
  const dir = process.argv[2] ? resolve(process.argv[2]) : join(root, 'deploy/k8s');
  if (!existsSync(dir)) throw new Error(`no ${dir}`);
  process.stdout.write(`${JSON.stringify(await checkManifests(root, dir))}\n`);
}
