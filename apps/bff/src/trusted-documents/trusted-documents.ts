import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { parse } from 'graphql';
import { ConfigError, type AppConfig } from '../config/app-config';

/** The sha256 (hex) of a document's text: its key in a manifest and its APQ `sha256Hash`. */
export const documentHash = (text: string): string => createHash('sha256').update(text).digest('hex');

const HASH = /^[0-9a-f]{64}$/;

/** A manifest that cannot be used; the start stops with it (a ConfigError names the folder). */
export class ManifestError extends Error {}

/**
 * The GraphQL documents the BFF runs by hash: the web's and those of the registered integration
 * clients, one manifest per client, `{ "<sha256 of the document>": "<document>" }`. A lookup is one
 * Map get (it is on the request path of every persisted operation).
 */
export class TrustedDocuments {
  private constructor(
    private readonly byHash: ReadonlyMap<string, string>,
    /** The clients whose manifests were read (file names without `.json`), sorted. */
    readonly clients: readonly string[],
  ) {}

  static readonly none = new TrustedDocuments(new Map(), []);

  /** Checks every entry (the key is the document's sha256, the document parses) and indexes them. */
  static of(manifests: Readonly<Record<string, unknown>>): TrustedDocuments {
    const byHash = new Map<string, string>();
    for (const [client, manifest] of Object.entries(manifests)) {
      if (!manifest || typeof manifest !== 'object' || Array.isArray(manifest))
        throw new ManifestError(`${client}: not an object of sha256 hash → document`);
      for (const [hash, document] of Object.entries(manifest)) {
        if (!HASH.test(hash))
          throw new ManifestError(`${client}: "${hash.slice(0, 80)}" is not a sha256 hex`);
        if (typeof document !== 'string' || documentHash(document) !== hash)
          throw new ManifestError(`${client}: the document of ${hash} does not hash to it`);
        try {
          parse(document);
        } catch (error) {
          throw new ManifestError(
            `${client}: the document of ${hash} does not parse (${(error as Error).message})`,
          );
        }
        byHash.set(hash, document);
      }
    }
    return new TrustedDocuments(byHash, Object.keys(manifests).sort());
  }

  get(hash: string): string | undefined {
    return this.byHash.get(hash);
  }

  has(hash: string): boolean {
    return this.byHash.has(hash);
  }

  get size(): number {
    return this.byHash.size;
  }
}

/** Every `<client>.json` of `dir` (none when the folder does not exist). */
export function readTrustedDocuments(dir: string): TrustedDocuments {
  if (!existsSync(dir)) return TrustedDocuments.none;
  const manifests: Record<string, unknown> = {};
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
    try {
      manifests[basename(file, '.json')] = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    } catch (error) {
      throw new ManifestError(`${file}: ${(error as Error).message}`);
    }
  }
  return TrustedDocuments.of(manifests);
}

/** One read per configuration: the GraphQL server and the /graphql edge share it. */
const readFor = new WeakMap<object, TrustedDocuments>();

/**
 * The manifests of GRAPHQL_TRUSTED_DOCUMENTS_DIR (none with `off`), read once per configuration; a
 * malformed one, or none in `only` mode, stops the start.
 */
export function trustedDocumentsOf(
  config: Pick<AppConfig, 'trustedDocuments' | 'GRAPHQL_TRUSTED_DOCUMENTS_DIR'>,
): TrustedDocuments {
  const known = readFor.get(config);
  if (known) return known;
  const documents = readConfigured(config);
  readFor.set(config, documents);
  return documents;
}

function readConfigured(
  config: Pick<AppConfig, 'trustedDocuments' | 'GRAPHQL_TRUSTED_DOCUMENTS_DIR'>,
): TrustedDocuments {
  if (config.trustedDocuments === 'off') return TrustedDocuments.none;
  const dir = config.GRAPHQL_TRUSTED_DOCUMENTS_DIR;
  let documents: TrustedDocuments;
  try {
    documents = readTrustedDocuments(dir);
  } catch (error) {
    throw new ConfigError(
      `Configuration error: GRAPHQL_TRUSTED_DOCUMENTS_DIR (${dir}) ${(error as Error).message}`,
    );
  }
  if (config.trustedDocuments === 'only' && documents.size === 0)
    throw new ConfigError(
      `Configuration error: GRAPHQL_TRUSTED_DOCUMENTS=only but GRAPHQL_TRUSTED_DOCUMENTS_DIR (${dir}) has no documents`,
    );
  return documents;
}
