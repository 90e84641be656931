import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { parse } from 'graphql';

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
