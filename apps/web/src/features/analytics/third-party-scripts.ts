import type { ThirdPartyScript } from '../shop/client-settings';

/** Marks the script elements this loader added (and keeps a script from being added twice). */
const LOADED_ATTRIBUTE = 'data-shop-third-party';

/**
 * Appends the configured scripts (consent, tag manager, A/B testing, in the BFF's order) as async
 * script elements; called after the first render, so none of them delays it (decision 0113). The
 * data layer exists before any of them runs. Answers the scripts it added.
 */
export function loadThirdPartyScripts(
  scripts: readonly ThirdPartyScript[],
  doc: Document = document,
): string[] {
  const added: string[] = [];
  for (const script of scripts) {
    if (doc.querySelector(`script[${LOADED_ATTRIBUTE}="${script.kind}"]`)) continue;
    const element = doc.createElement('script');
    element.src = script.src;
    element.async = true;
    element.setAttribute(LOADED_ATTRIBUTE, script.kind);
    doc.head.appendChild(element);
    added.push(script.src);
  }
  return added;
}

/**
 * Which scripts a user gets: consent for everyone; tag manager and A/B testing not for employees, whom
 * the shop does not report (docs/rules/roles.md), and not while the user is unknown.
 */
export function scriptsFor(
  scripts: readonly ThirdPartyScript[],
  userType: string | null | undefined,
): ThirdPartyScript[] {
  const employee = userType === 'EMPLOYEE' || userType === 'Employee';
  if (userType === undefined) return [];
  return scripts.filter((script) => script.kind === 'consent' || !employee);
}
