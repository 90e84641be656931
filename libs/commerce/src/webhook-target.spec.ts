import {
  guardedLookup,
  isPublicAddress,
  webhookTargetRefusal,
  WEBHOOK_TARGET_REFUSED,
} from './webhook-target';

const strict = { allowPrivateTargets: false };
const development = { allowPrivateTargets: true };
const resolvesTo =
  (...addresses: string[]) =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

describe('webhook targets (SSRF guard, decision 0136)', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '169.254.169.254',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '0.0.0.0',
    '224.0.0.1',
    '100.64.0.1',
    '::1',
    '::',
    'fe80::1',
    'fd00::1',
    'fc00::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:169.254.169.254',
    'not-an-ip',
  ])('%s is not public', (address) => expect(isPublicAddress(address)).toBe(false));

  it.each(['93.184.215.14', '8.8.8.8', '172.32.0.1', '2606:4700::1111', '::ffff:8.8.8.8'])(
    '%s is public',
    (address) => expect(isPublicAddress(address)).toBe(true),
  );

  it('refuses http, malformed URLs and credentials outside development', async () => {
    await expect(
      webhookTargetRefusal('http://example.com/hook', strict, resolvesTo('93.184.215.14')),
    ).resolves.toBe('error.webhook-url-not-https');
    await expect(webhookTargetRefusal('ftp://example.com/', strict)).resolves.toBe(
      'error.webhook-url-invalid',
    );
    await expect(webhookTargetRefusal('no url', strict)).resolves.toBe('error.webhook-url-invalid');
    await expect(webhookTargetRefusal('https://user:pw@example.com/', strict)).resolves.toBe(
      'error.webhook-url-invalid',
    );
  });

  it('refuses loopback and metadata addresses, literal or resolved, outside development', async () => {
    await expect(webhookTargetRefusal('https://127.0.0.1/hook', strict)).resolves.toBe(
      'error.webhook-url-not-public',
    );
    await expect(webhookTargetRefusal('https://169.254.169.254/latest', strict)).resolves.toBe(
      'error.webhook-url-not-public',
    );
    await expect(webhookTargetRefusal('https://[::1]:8443/', strict)).resolves.toBe(
      'error.webhook-url-not-public',
    );
    // One private address among public ones is enough to refuse.
    await expect(
      webhookTargetRefusal('https://hooks.example.com/', strict, resolvesTo('93.184.215.14', '10.0.0.5')),
    ).resolves.toBe('error.webhook-url-not-public');
    await expect(
      webhookTargetRefusal('https://hooks.example.com/', strict, resolvesTo('93.184.215.14')),
    ).resolves.toBeNull();
    await expect(
      webhookTargetRefusal('https://nowhere.invalid/', strict, () => Promise.reject(new Error('ENOTFOUND'))),
    ).resolves.toBe('error.webhook-url-unresolvable');
  });

  it('allows http and private targets with the development setting', async () => {
    await expect(webhookTargetRefusal('http://127.0.0.1:4000/hook', development)).resolves.toBeNull();
  });

  it('refuses a connection whose name resolves to a private address now (DNS rebinding)', async () => {
    const lookup = guardedLookup(strict, resolvesTo('127.0.0.1'));
    const error = await new Promise<NodeJS.ErrnoException | null>((done) =>
      lookup('rebound.example.com', {}, (err) => done(err)),
    );
    expect(error?.code).toBe(WEBHOOK_TARGET_REFUSED);
    const address = await new Promise<unknown>((done) =>
      guardedLookup(strict, resolvesTo('93.184.215.14'))('hooks.example.com', {}, (_err, found) =>
        done(found),
      ),
    );
    expect(address).toBe('93.184.215.14');
  });
});
