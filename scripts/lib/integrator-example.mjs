import { join } from 'node:path';
import { DEV_INTEGRATION_SECRET } from './logins.mjs';
import { runCommand } from './run.mjs';

/** The runnable example of docs/integrators.md. */
export const INTEGRATOR_EXAMPLE = 'examples/integrator-client/client.mjs';

/**
 * The example's environment for a started shop: its public origin, its IdP and the seeded
 * integration client of tenant 20HHAT with the shop's secret (the development one unless set).
 * @param {Record<string, string | undefined>} shopEnv the shop's environment, defaults applied
 * @returns {Record<string, string>}
 */
export function integratorExampleEnv(shopEnv) {
  return {
    PATH: shopEnv.PATH ?? '',
    SHOP_URL: shopEnv.PUBLIC_URL ?? '',
    OIDC_ISSUER: shopEnv.OIDC_ISSUER ?? '',
    CLIENT_ID: 'integration-20hhat',
    CLIENT_SECRET: shopEnv.IDP_INTEGRATION_SECRET || DEV_INTEGRATION_SECRET,
    SHOP_LOCALE: 'de-at',
  };
}

/**
 * Runs the example against a started shop (its output shown); `ok` when it exited 0, else `note`
 * is its last line.
 * @param {string} root
 * @param {Record<string, string | undefined>} shopEnv
 * @returns {Promise<{ ok: boolean, note: string }>}
 */
export async function runIntegratorExample(root, shopEnv) {
  const { code, output } = await runCommand(process.execPath, [join(root, INTEGRATOR_EXAMPLE)], {
    cwd: root,
    env: integratorExampleEnv(shopEnv),
    capture: true,
  });
  const last = output.trim().split('\n').pop() ?? '';
  return { ok: code === 0, note: code === 0 ? last : `exit ${code}: ${last}` };
}
