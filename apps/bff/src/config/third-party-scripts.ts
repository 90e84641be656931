/** What a third-party script of the web is for; the web loads them in this order (decision 0113). */
export const THIRD_PARTY_SCRIPT_KINDS = ['consent', 'tag-manager', 'ab-testing'] as const;
export type ThirdPartyScriptKind = (typeof THIRD_PARTY_SCRIPT_KINDS)[number];

export interface ThirdPartyScript {
  kind: ThirdPartyScriptKind;
  src: string;
}

/**
 * WEB_THIRD_PARTY_SCRIPTS: `kind=https-url` pairs separated by spaces or commas, e.g.
 * `consent=https://cmp.example/loader.js tag-manager=https://tags.example/gtm.js?id=GTM-1`. Empty or
 * unset: none (the development default: nothing external is loaded). Throws on a malformed entry.
 */
export function parseThirdPartyScripts(value: string | undefined): ThirdPartyScript[] {
  const entries = (value ?? '').split(/[\s,]+/).filter(Boolean);
  const scripts = entries.map((entry): ThirdPartyScript => {
    const at = entry.indexOf('=');
    const kind = entry.slice(0, at);
    const src = entry.slice(at + 1);
    if (at <= 0 || !(THIRD_PARTY_SCRIPT_KINDS as readonly string[]).includes(kind))
      throw new Error(`"${entry}" does not start with ${THIRD_PARTY_SCRIPT_KINDS.join('=, ')}=`);
    let url: URL;
    try {
      url = new URL(src);
    } catch {
      throw new Error(`"${src}" is not a URL`);
    }
    if (url.protocol !== 'https:') throw new Error(`"${src}" is not an https URL`);
    return { kind: kind as ThirdPartyScriptKind, src: url.href };
  });
  return scripts.sort(
    (a, b) => THIRD_PARTY_SCRIPT_KINDS.indexOf(a.kind) - THIRD_PARTY_SCRIPT_KINDS.indexOf(b.kind),
  );
}
