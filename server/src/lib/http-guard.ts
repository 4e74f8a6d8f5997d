import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import { AppErrorCode } from '@wordloom/shared/errors';
import ipaddr from 'ipaddr.js';
import { Agent, type Dispatcher, request as undiciRequest } from 'undici';
import { AppError } from './app-error.ts';

/**
 * The one way the server calls a URL a user or an admin typed (ARCHITECTURE §5): only public
 * unicast addresses, checked after every DNS answer and every redirect, with the connection
 * pinned to the address that was checked so a second DNS answer cannot swap it. A redirect never
 * leaves https for http, nor carries credentials to another origin.
 */

export interface GuardedRequest {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

/** The addresses a host name resolves to (IPv4 or IPv6 text); injectable so tests need no DNS. */
export type HostResolver = (hostname: string) => Promise<readonly string[]>;

export interface GuardOptions {
  /** Larger answers are cut off and fail. Default 1 MB. */
  maxResponseBytes?: number;
  /** Default 10 s. */
  connectTimeoutMs?: number;
  /** Time until the answer's headers, and the longest pause while its body arrives. Default: the total. */
  headersTimeoutMs?: number;
  /** The whole exchange, redirects included. Default 30 s. */
  totalTimeoutMs?: number;
  /** Default 5. */
  maxRedirects?: number;
  /** Permits loopback (127/8, ::1) and nothing else besides public addresses: tests and local development. */
  allowLoopback?: boolean;
  /**
   * Further headers (any case) that hold a secret meant for the URL's site only, such as an API key
   * header: like Authorization and Cookie, a redirect to another origin does not carry them.
   */
  sensitiveHeaders?: readonly string[];
  /** The caller's cancellation: when it fires, its reason is thrown as is. */
  signal?: AbortSignal;
  lookup?: HostResolver;
  /**
   * False: the answer's body is not read (it is dropped once the headers arrive, and `body` is
   * empty) — for callers that need only the status, such as a link check. Default true.
   */
  readBody?: boolean;
}

export interface GuardedResponse {
  status: number;
  /** Lower-case names; repeated headers joined with ", ". */
  headers: Record<string, string>;
  /** The URL that answered, after redirects. */
  url: string;
  /** How many redirects led to it. */
  redirects: number;
  body: Buffer;
  text(): string;
  json(): unknown;
}

const DEFAULTS = {
  maxResponseBytes: 1_000_000,
  connectTimeoutMs: 10_000,
  totalTimeoutMs: 30_000,
  maxRedirects: 5,
};

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
/** Credentials meant for one site; not carried to another origin by a redirect. */
const CREDENTIAL_HEADERS: readonly string[] = ['authorization', 'cookie', 'proxy-authorization'];
/** Framing headers undici computes itself (it refuses some of them when given). */
const FRAMING_HEADERS = new Set([
  'host',
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'upgrade',
  'expect',
]);

/** How each special-purpose range reads in a refusal ("address 10.0.0.1 is private"). */
const RANGE_DESCRIPTIONS: Record<string, string> = {
  unspecified: 'unspecified',
  broadcast: 'broadcast',
  multicast: 'multicast',
  linkLocal: 'link-local',
  loopback: 'loopback',
  carrierGradeNat: 'shared address space (CGNAT)',
  private: 'private',
  reserved: 'reserved',
  uniqueLocal: 'unique-local',
  ipv4Mapped: 'IPv4-mapped IPv6',
};

function refuse(detail: string): never {
  throw new AppError(AppErrorCode.URL_REFUSED, { detail });
}

function fail(detail: string, cause?: unknown): never {
  throw new AppError(AppErrorCode.OUTBOUND_FAILED, { detail, cause });
}

function seconds(ms: number): string {
  return `${ms / 1000} s`;
}

/**
 * IANA's global unicast block. ipaddr.js calls every IPv6 address outside its special-purpose list
 * "unicast", including the unassigned space and the deprecated IPv4-compatible ::/96
 * ([::127.0.0.1]), which some stacks still route to the embedded IPv4 address.
 */
const IPV6_GLOBAL_UNICAST = ipaddr.parseCIDR('2000::/3');

/**
 * What kind of forbidden address this is ("private", "loopback"…), or null when it may be called.
 * Only global unicast passes: every special-purpose range (including IPv4-mapped, IPv4-compatible,
 * 6to4, Teredo, NAT64 and site-local, which can embed or reach a private address) is refused,
 * loopback excepted when allowed.
 */
function forbiddenRange(address: string, allowLoopback = false): string | null {
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.parse(address);
  } catch {
    return 'not an IP address';
  }
  const range = parsed.range();
  if (range === 'loopback' && allowLoopback) return null;
  if (range !== 'unicast') return RANGE_DESCRIPTIONS[range] ?? `special-purpose (${range})`;
  if (parsed.kind() === 'ipv6' && !parsed.match(IPV6_GLOBAL_UNICAST)) return 'outside global unicast (2000::/3)';
  return null;
}

const systemResolver: HostResolver = async (hostname) =>
  (await dnsLookup(hostname, { all: true, order: 'verbatim' })).map((entry) => entry.address);

/** DNS lookups take no signal: this stops waiting for one when the deadline or the caller aborts. */
function abortable<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  signal.throwIfAborted();
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** The WHATWG parser already rewrote decimal, hex, octal and short IPv4 forms to dotted quads. */
function bareHost(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

/** localhost and its subdomains always mean this machine (RFC 6761), whatever a resolver says. */
function isLoopbackName(host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost');
}

/** Why the URL is refused for its scheme or its IP literal, or null (a name is checked by its addresses). */
function refusalWithoutLookup(url: URL, allowLoopback: boolean): string | null {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return `scheme ${url.protocol.slice(0, -1)} is not allowed (only http and https)`;
  }
  const host = bareHost(url);
  if (!isIP(host)) return null;
  const forbidden = forbiddenRange(host, allowLoopback);
  return forbidden ? `address ${host} is ${forbidden}` : null;
}

/**
 * The guard's refusal of a URL that needs no network to tell, for checking a URL when it is saved:
 * a scheme other than http(s), an IP literal outside global unicast, or a localhost name (unless
 * loopback is allowed). A name that resolves to a private address passes here and is refused when
 * called, since DNS answers can change between the two.
 */
export function urlRefusedWithoutLookup(rawUrl: string, { allowLoopback = false } = {}): string | null {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    return `"${rawUrl}" is not a valid URL`;
  }
  const host = bareHost(url);
  if (isLoopbackName(host) && !allowLoopback) return `host ${host} is loopback`;
  return refusalWithoutLookup(url, allowLoopback);
}

interface CheckedTarget {
  url: URL;
  /** Empty for an IP literal, which needs no lookup. */
  addresses: readonly string[];
}

/**
 * Parses and checks one URL of the chain: scheme, then every address its host stands for.
 * `from` is the URL that redirected here, if any: `rawUrl` is read relative to it.
 */
async function checkTarget(
  rawUrl: string,
  from: URL | undefined,
  resolve: HostResolver,
  allowLoopback: boolean,
  signal: AbortSignal,
): Promise<CheckedTarget> {
  let url: URL;
  try {
    url = new URL(rawUrl, from);
  } catch {
    refuse(`"${rawUrl}" is not a valid URL`);
  }
  // Plain http would show the request, its credentials included, to anyone on the way.
  if (from?.protocol === 'https:' && url.protocol === 'http:') {
    refuse(`a redirect from https to http is not allowed (to ${url.host})`);
  }
  const refusal = refusalWithoutLookup(url, allowLoopback);
  if (refusal) refuse(refusal);
  const host = bareHost(url);
  if (isIP(host)) return { url, addresses: [] };
  let addresses: readonly string[];
  try {
    addresses = await abortable(resolve(host), signal);
  } catch (error) {
    if (signal.aborted) throw error;
    fail(`host ${host} could not be resolved`, error);
  }
  if (addresses.length === 0) fail(`host ${host} could not be resolved`);
  for (const address of addresses) {
    const forbidden = forbiddenRange(address, allowLoopback);
    if (forbidden) refuse(`host ${host} resolves to ${address}, which is ${forbidden}`);
  }
  return { url, addresses };
}

/** Hands the connection only the addresses that were checked, whatever DNS would say now. */
function pinnedLookup(addresses: readonly string[]): LookupFunction {
  const entries = addresses.map((address) => ({ address, family: isIP(address) }));
  return (_hostname, options, callback) => {
    const [first] = entries;
    if (options.all) callback(null, entries);
    else if (first) callback(null, first.address, first.family);
  };
}

function flattenHeaders(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) flat[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return flat;
}

function outgoingHeaders(headers: Record<string, string> | undefined): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers ?? {})) {
    if (!FRAMING_HEADERS.has(name.toLowerCase())) kept[name] = value;
  }
  return kept;
}

function withoutHeaders(headers: Record<string, string>, drop: (name: string) => boolean): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !drop(name.toLowerCase())));
}

interface Hop {
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
}

/**
 * The request a redirect asks for (as browsers do: 303, and 301/302 after POST, become a GET);
 * `credentials` (lower-case names) are dropped when the redirect changes origin.
 */
function nextHop(hop: Hop, status: number, from: URL, to: URL, credentials: ReadonlySet<string>): Hop {
  const toGet = status === 303 ? hop.method !== 'HEAD' : (status === 301 || status === 302) && hop.method === 'POST';
  let headers = hop.headers;
  if (toGet) headers = withoutHeaders(headers, (name) => name.startsWith('content-'));
  if (from.origin !== to.origin) headers = withoutHeaders(headers, (name) => credentials.has(name));
  return toGet ? { method: 'GET', headers, body: undefined } : { ...hop, headers };
}

function undiciCode(error: unknown): string | undefined {
  const code = error instanceof Error ? (error as Error & { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : undefined;
}

interface Limits {
  connectMs: number;
  headersMs: number;
  maxResponseBytes: number;
  readBody: boolean;
}

/** Turns a failure of one exchange into the error callers see (aborts pass through untouched). */
function outboundFailure(error: unknown, url: URL, limits: Limits, signal: AbortSignal): never {
  if (error instanceof AppError || signal.aborted) throw error;
  const code = undiciCode(error);
  if (code === 'UND_ERR_CONNECT_TIMEOUT') {
    fail(`could not connect to ${url.host} within ${seconds(limits.connectMs)}`, error);
  }
  if (code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT') {
    fail(`no answer within ${seconds(limits.headersMs)}`, error);
  }
  fail(`request to ${url.host} failed: ${code ?? (error instanceof Error ? error.message : String(error))}`, error);
}

type AnswerBody = Dispatcher.ResponseData['body'];

/** Stops reading an answer; the abort this causes on the stream is expected, not a failure. */
function discard(body: AnswerBody): void {
  body.on('error', () => undefined);
  body.destroy();
}

async function readCapped(body: AnswerBody, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      discard(body);
      fail(`the answer is larger than ${maxBytes} bytes`);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

type Exchange =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'answer'; status: number; headers: Record<string, string>; body: Buffer };

/** One request to one checked target, over a connection pinned to its checked addresses. */
async function exchange(target: CheckedTarget, hop: Hop, limits: Limits, signal: AbortSignal): Promise<Exchange> {
  const agent = new Agent({
    connect: {
      timeout: limits.connectMs,
      ...(target.addresses.length > 0 ? { lookup: pinnedLookup(target.addresses) } : {}),
    },
    headersTimeout: limits.headersMs,
    bodyTimeout: limits.headersMs,
  });
  try {
    const answer = await undiciRequest(target.url, {
      method: hop.method,
      headers: hop.headers,
      body: hop.body,
      dispatcher: agent,
      signal,
    });
    const headers = flattenHeaders(answer.headers);
    if (REDIRECT_STATUSES.has(answer.statusCode) && headers.location) {
      await answer.body.dump();
      return { kind: 'redirect', status: answer.statusCode, location: headers.location };
    }
    if (!limits.readBody) {
      discard(answer.body);
      return { kind: 'answer', status: answer.statusCode, headers, body: Buffer.alloc(0) };
    }
    if (Number(headers['content-length']) > limits.maxResponseBytes) {
      discard(answer.body);
      fail(`the answer is larger than ${limits.maxResponseBytes} bytes`);
    }
    const body = await readCapped(answer.body, limits.maxResponseBytes);
    return { kind: 'answer', status: answer.statusCode, headers, body };
  } catch (error) {
    outboundFailure(error, target.url, limits, signal);
  } finally {
    agent.destroy().catch(() => undefined);
  }
}

/**
 * Calls a user- or admin-supplied URL safely. Throws URL_REFUSED when the URL or any address it
 * (or a redirect) leads to is not allowed, or a redirect goes from https to http; OUTBOUND_FAILED
 * on timeouts, over-size answers, too many redirects and network errors; and the caller's abort
 * reason when `signal` fires.
 */
export async function guardedFetch(request: GuardedRequest, options: GuardOptions = {}): Promise<GuardedResponse> {
  const totalMs = options.totalTimeoutMs ?? DEFAULTS.totalTimeoutMs;
  const limits: Limits = {
    connectMs: options.connectTimeoutMs ?? DEFAULTS.connectTimeoutMs,
    headersMs: options.headersTimeoutMs ?? totalMs,
    maxResponseBytes: options.maxResponseBytes ?? DEFAULTS.maxResponseBytes,
    readBody: options.readBody ?? true,
  };
  const maxRedirects = options.maxRedirects ?? DEFAULTS.maxRedirects;
  const allowLoopback = options.allowLoopback ?? false;
  const resolve = options.lookup ?? systemResolver;
  const credentials = new Set([
    ...CREDENTIAL_HEADERS,
    ...(options.sensitiveHeaders ?? []).map((name) => name.toLowerCase()),
  ]);
  const deadline = AbortSignal.timeout(totalMs);
  const signal = options.signal ? AbortSignal.any([options.signal, deadline]) : deadline;

  try {
    let target = await checkTarget(request.url, undefined, resolve, allowLoopback, signal);
    let hop: Hop = {
      method: (request.method ?? 'GET').toUpperCase(),
      headers: outgoingHeaders(request.headers),
      body: request.body,
    };
    for (let redirects = 0; ; redirects += 1) {
      const result = await exchange(target, hop, limits, signal);
      if (result.kind === 'answer') {
        const { body } = result;
        return {
          status: result.status,
          headers: result.headers,
          url: target.url.href,
          redirects,
          body,
          text: () => body.toString('utf8'),
          json: () => JSON.parse(body.toString('utf8')) as unknown,
        };
      }
      if (redirects >= maxRedirects) fail(`more than ${maxRedirects} redirects`);
      const following = await checkTarget(result.location, target.url, resolve, allowLoopback, signal);
      hop = nextHop(hop, result.status, target.url, following.url, credentials);
      target = following;
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (options.signal?.aborted) throw options.signal.reason;
    if (deadline.aborted) fail(`no answer within ${seconds(totalMs)}`, error);
    throw error;
  }
}
