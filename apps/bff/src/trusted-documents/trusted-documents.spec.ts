import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSchema, parse, specifiedRules, validate } from 'graphql';
import { loadConfig } from '../config/app-config';
import { limitValidationRules } from '../graphql-limits/operation-limits';
import { manifestQueryStore } from './trusted-document-options';
import { documentHash, ManifestError, readTrustedDocuments, TrustedDocuments } from './trusted-documents';

const ME = 'query Me { me { role } }';
const CART = 'mutation Lock($id: ID!) { lockCart(cartId: $id) { id } }';
const entry = (text: string) => ({ [documentHash(text)]: text });

describe('TrustedDocuments', () => {
  it('finds a document of any client by the sha256 of its text', () => {
    const documents = TrustedDocuments.of({ web: entry(ME), erp: entry(CART) });
    expect(documentHash(ME)).toMatch(/^[0-9a-f]{64}$/);
    expect(documents.get(documentHash(ME))).toBe(ME);
    expect(documents.get(documentHash(CART))).toBe(CART);
    expect(documents.has(documentHash(`${ME} `))).toBe(false);
    expect([documents.size, documents.clients]).toEqual([2, ['erp', 'web']]);
  });

  it.each([
    ['a manifest that is no object', ['not', 'an', 'object'], /erp: not an object/],
    ['a key that is no sha256 hex', { Me: ME }, /erp: "Me" is not a sha256 hex/],
    ['a document under another document`s hash', { [documentHash(CART)]: ME }, /does not hash to it/],
    ['a document that is no string', { [documentHash(ME)]: { query: ME } }, /does not hash to it/],
    ['a document that does not parse', entry('query {'), /does not parse/],
  ])('refuses %s, naming the client', (_case, manifest, message) => {
    expect(() => TrustedDocuments.of({ erp: manifest })).toThrow(ManifestError);
    expect(() => TrustedDocuments.of({ erp: manifest })).toThrow(message);
  });
});

describe('readTrustedDocuments', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'trusted-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('reads every <client>.json of the folder, and nothing else there', () => {
    writeFileSync(join(dir, 'web.json'), JSON.stringify(entry(ME)));
    writeFileSync(join(dir, 'erp.json'), JSON.stringify(entry(CART)));
    writeFileSync(join(dir, 'README.md'), '# not a manifest');
    const documents = readTrustedDocuments(dir);
    expect([documents.size, documents.clients]).toEqual([2, ['erp', 'web']]);
  });

  it('has none without the folder, and names a file that is no JSON', () => {
    expect(readTrustedDocuments(join(dir, 'missing')).size).toBe(0);
    writeFileSync(join(dir, 'erp.json'), '{ "a": ');
    expect(() => readTrustedDocuments(dir)).toThrow(/^erp\.json: /);
  });
});

describe('manifestQueryStore', () => {
  it('answers Apollo`s persisted-query lookups from the manifests and stores nothing', async () => {
    const store = manifestQueryStore(TrustedDocuments.of({ web: entry(ME) }));
    expect(await store.get(`apq:${documentHash(ME)}`)).toBe(ME);
    expect(await store.get(`apq:${documentHash(CART)}`)).toBeUndefined();
    await store.set(`apq:${documentHash(CART)}`, CART);
    expect(await store.get(`apq:${documentHash(CART)}`)).toBeUndefined();
  });
});

describe('the checked-in manifests (apps/bff/trusted-documents)', () => {
  const root = join(__dirname, '../../trusted-documents');
  const schema = buildSchema(readFileSync(join(__dirname, '../../schema.graphql'), 'utf8'));
  const limits = loadConfig({ DATABASE_URL: 'postgres://unused' }).graphqlLimits;
  const documents = readTrustedDocuments(root);
  const texts = readdirSync(root)
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) =>
      Object.values(JSON.parse(readFileSync(join(root, file), 'utf8')) as Record<string, string>),
    );

  it('hold the web`s documents', () => {
    expect(documents.clients).toContain('web');
    expect(documents.size).toBeGreaterThanOrEqual(35);
  });

  it.each(texts.map((text) => [/^\w+ (\w+)/.exec(text)?.[1] ?? text.slice(0, 40), text]))(
    '%s is valid against the schema and within the limits',
    (_name, text) => {
      expect(validate(schema, parse(text), [...specifiedRules, ...limitValidationRules(limits)])).toEqual([]);
    },
  );
});
