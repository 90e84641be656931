// SSE fan-out of a maintenance switch on ONE BFF: opens N server-sent-event clients of one tenant
// directly on the BFF port (not through the web proxy), switches that tenant's maintenance on through the
// ops route (POST /api/ops/maintenance → BullMQ → worker → Redis pub/sub → BFF → SSE) and measures, per
// client, the time from sending the ops command to receiving the event; then switches it off again and
// measures that too. Also: connect time (request → first event, the state sent on connect) and the
// BFF's resident memory (VmRSS of the process listening on the BFF port, from /proc).
//
// Needs a running shop (`npm start`) and the ops token (OPS_TOKEN, else DATA_DIR/ops-token as written
// by `npm start`). Every socket is a file descriptor in this process AND in the BFF: the sizes that do
// not fit the soft `ulimit -n` of either process are skipped with a note (raise it with `ulimit -n 20000`
// in the shell that runs `npm start` and `npm run bench`).
//   SSE_CLIENTS=1000,10000 (default)  SSE_LOCALE=de-de (tenant 30HHDE)  BFF_URL=http://127.0.0.1:3100
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { percentile, writeResult } from './lib.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const BFF_URL = new URL(process.env.BFF_URL ?? `http://127.0.0.1:${process.env.BFF_PORT ?? 3100}`);
const LOCALE = process.env.SSE_LOCALE ?? 'de-de';
const MANDANT = process.env.SSE_MANDANT ?? '30HHDE';
const SIZES = (process.env.SSE_CLIENTS ?? '1000,10000')
  .split(',')
  .map(Number)
  .filter((n) => n > 0);
const CONNECT_CONCURRENCY = 200;
const EVENT_TIMEOUT_MS = 30_000;

const round = (n) => Math.round(n * 10) / 10;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function opsToken() {
  if (process.env.OPS_TOKEN) return process.env.OPS_TOKEN;
  const file = join(root, process.env.DATA_DIR ?? '.data', 'ops-token');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  throw new Error(`no ops token: set OPS_TOKEN or start the shop with npm start (writes ${file})`);
}

function softFdLimit(pid = 'self') {
  const line = readFileSync(`/proc/${pid}/limits`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('Max open files'));
  const value = line?.split(/\s{2,}/)[1];
  return value === 'unlimited' ? Infinity : Number(value);
}

/** The pid listening on the BFF port (ss -ltnp), or null. */
function bffPid() {
  try {
    const out = execFileSync('ss', ['-ltnpH', `sport = :${BFF_URL.port || 80}`], { encoding: 'utf8' });
    const match = /pid=(\d+)/.exec(out);
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

function rssMb(pid) {
  if (!pid) return null;
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return round(kb / 1024);
  } catch {
    return null;
  }
}

async function ops(token, body) {
  const response = await fetch(new URL('/api/ops/maintenance', BFF_URL), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const answer = await response.json().catch(() => ({}));
  if (response.status !== 202)
    throw new Error(`ops route answered ${response.status}: ${JSON.stringify(answer)}`);
  return answer;
}

/** One SSE client: records when its first event arrived and when the first event matching `expect` did. */
function openClient(agent) {
  return new Promise((resolve, reject) => {
    const client = {
      startedAt: performance.now(),
      firstEventAt: null,
      matchAt: null,
      expect: null,
      req: null,
    };
    let buffer = '';
    const req = request(
      new URL(`/sse?locale=${LOCALE}`, BFF_URL),
      { agent, headers: { accept: 'text/event-stream' } },
      (res) => {
        if (res.statusCode !== 200) {
          reject(new Error(`SSE answered ${res.statusCode}`));
          res.resume();
          return;
        }
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          const at = performance.now();
          buffer += chunk;
          let end;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (!data) continue;
            if (client.firstEventAt === null) {
              client.firstEventAt = at;
              resolve(client);
            }
            if (client.expect && client.matchAt === null) {
              const event = JSON.parse(data);
              if (event.mandantCode === MANDANT && event.state.enabled === client.expect.enabled)
                client.matchAt = at;
            }
          }
        });
        res.on('error', () => undefined);
      },
    );
    req.on('error', reject);
    req.end();
    client.req = req;
  });
}

async function openClients(n, agent) {
  const clients = [];
  let next = 0;
  const started = performance.now();
  async function lane() {
    while (next < n) {
      next += 1;
      clients.push(await openClient(agent));
    }
  }
  await Promise.all(Array.from({ length: Math.min(CONNECT_CONCURRENCY, n) }, lane));
  return { clients, wallMs: performance.now() - started };
}

function stats(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    p50Ms: round(percentile(sorted, 50)),
    p99Ms: round(percentile(sorted, 99)),
    maxMs: round(sorted[sorted.length - 1] ?? NaN),
  };
}

/** Sends the switch and waits until every client saw it; latencies from sending the ops command. */
async function measureSwitch(token, clients, enabled) {
  for (const client of clients) {
    client.expect = { enabled };
    client.matchAt = null;
  }
  const sentAt = performance.now();
  const answer = await ops(token, { mandantCode: MANDANT, enabled });
  const acceptedMs = performance.now() - sentAt;
  const deadline = Date.now() + EVENT_TIMEOUT_MS;
  while (clients.some((c) => c.matchAt === null) && Date.now() < deadline) await sleep(5);
  const received = clients.filter((c) => c.matchAt !== null);
  return {
    jobId: answer.jobId,
    opsRouteAcceptedMs: round(acceptedMs),
    received: received.length,
    missed: clients.length - received.length,
    ...stats(received.map((c) => c.matchAt - sentAt)),
  };
}

async function runSize(n, token, pid) {
  const limits = { bench: softFdLimit(), bff: pid ? softFdLimit(pid) : null };
  const needed = n + 200;
  if (limits.bench < needed || (limits.bff !== null && limits.bff < needed)) {
    return {
      clients: n,
      skipped: `ulimit -n too low (bench ${limits.bench}, bff ${limits.bff}; need ~${needed})`,
    };
  }
  const rssBefore = rssMb(pid);
  const { Agent } = await import('node:http');
  const agent = new Agent({ keepAlive: false, maxSockets: Infinity });
  const { clients, wallMs } = await openClients(n, agent);
  try {
    await sleep(500); // let the BFF settle (GC) before reading its memory
    const rssConnected = rssMb(pid);
    const connect = stats(clients.map((c) => c.firstEventAt - c.startedAt));
    const on = await measureSwitch(token, clients, true);
    const rssAfterEvent = rssMb(pid);
    const off = await measureSwitch(token, clients, false);
    return {
      clients: n,
      connect: { wallMs: round(wallMs), concurrency: CONNECT_CONCURRENCY, ...connect },
      maintenanceOn: on,
      maintenanceOff: off,
      bffRssMb: {
        before: rssBefore,
        connected: rssConnected,
        afterEvent: rssAfterEvent,
        perClientKb:
          rssBefore !== null && rssConnected !== null ? round(((rssConnected - rssBefore) * 1024) / n) : null,
      },
    };
  } finally {
    for (const client of clients) client.req.destroy();
    agent.destroy();
    await sleep(1000);
  }
}

const token = opsToken();
const pid = bffPid();
const runs = [];
try {
  for (const n of SIZES) {
    const run = await runSize(n, token, pid);
    console.log(JSON.stringify(run));
    runs.push(run);
  }
} finally {
  // Whatever happened, the tenant leaves maintenance again.
  await ops(token, { mandantCode: MANDANT, enabled: false }).catch((error) =>
    console.error(`could not switch maintenance off: ${error.message}`),
  );
}
writeResult({
  name: 'sse-fanout',
  at: new Date().toISOString(),
  bffUrl: BFF_URL.origin,
  locale: LOCALE,
  mandantCode: MANDANT,
  bffPid: pid,
  measured:
    'latency = ops command sent (POST /api/ops/maintenance) → event parsed by this client; all clients in one Node process on the same machine as the BFF, worker and Redis',
  runs,
});
