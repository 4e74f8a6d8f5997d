import helmet from 'helmet';
import type { AppConfig } from '../config.ts';

type Directives = Record<string, Iterable<string> | null>;

/** The app's content security policy (ARCHITECTURE §5): only the app's own scripts run. */
export function cspDirectives(config: Pick<AppConfig, 'appUrl'>): Directives {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
    imgSrc: ["'self'", 'data:', 'https:'],
    styleSrc: ["'self'", "'unsafe-inline'"],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    upgradeInsecureRequests: config.appUrl.startsWith('https:') ? [] : null,
  };
}

function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/**
 * The same policy as a header value, with extra script hashes: a server-rendered page allows its
 * own inline scripts by their SHA-256, which stays true for every copy a cache hands out.
 */
export function contentSecurityPolicy(config: Pick<AppConfig, 'appUrl'>, scriptHashes: readonly string[]): string {
  // Helmet's defaults (all plain texts, named in kebab case) fill in what the app's own directives
  // leave out, as on every other answer; a later entry of the same name replaces an earlier one.
  const directives = new Map<string, Iterable<unknown> | null>();
  const entries = [
    ...Object.entries(helmet.contentSecurityPolicy.getDefaultDirectives()),
    ...Object.entries(cspDirectives(config)),
    ['scriptSrc', ["'self'", ...scriptHashes]] as const,
  ];
  for (const [name, values] of entries) directives.set(kebab(name), values);
  return [...directives]
    .filter((entry): entry is [string, Iterable<unknown>] => entry[1] !== null)
    .map(([name, values]) => [name, ...[...values].map(String)].join(' '))
    .join(';');
}
