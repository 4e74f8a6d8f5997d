import { applyResponseMapping } from '@wordloom/shared/domain/response-mapping';
import type { Logger } from 'pino';
import { guardedFetch } from '../http-guard.ts';
import {
  buildCall,
  type CallInput,
  type OutboundEndpoint,
  type OutgoingCall,
  parseJson,
  secretHeaderNames,
  secretMasker,
} from './request.ts';

/** What an endpoint answered, read through its response mapping. */
export interface HttpAnswer {
  status: number;
  headers: Record<string, string>;
  /** The answer's JSON, or its text when it is not JSON. */
  body: unknown;
  /** The endpoint's response mapping applied to the answer; null when it has none. */
  mapped: Record<string, unknown> | null;
  /** A 2xx answer whose mapped `success` (if mapped) is neither false nor "false". */
  success: boolean;
}

export interface SendOptions {
  /** Loopback endpoints are refused unless this is set (tests and local development). */
  allowLoopback: boolean;
  /** Its bindings say which endpoint a log line is about. */
  logger: Logger;
  signal?: AbortSignal | undefined;
  /** Hide the secret wherever the answer echoes it (an admin's test shows the answer). */
  maskSecretInAnswer?: boolean;
  /** A larger answer fails (OUTBOUND_FAILED); default: the SSRF guard's cap. */
  maxResponseBytes?: number | undefined;
}

/** The call as shown (secret masked) and the answer. */
export interface OutboundResult {
  sent: OutgoingCall;
  answer: HttpAnswer;
}

/**
 * The one way the server calls an admin-configured endpoint: builds the call for `input` (see
 * `buildCall`), sends it through the SSRF guard within the endpoint's timeout and the guard's size
 * cap (URL_REFUSED or OUTBOUND_FAILED with the reason in `detail`), and reads the answer through
 * the endpoint's response mapping. A secret header does not follow a redirect to another origin.
 */
export async function callEndpoint(
  endpoint: OutboundEndpoint,
  input: CallInput,
  options: SendOptions,
): Promise<OutboundResult> {
  const { real, shown } = buildCall(endpoint, input);
  const mask = options.maskSecretInAnswer ? secretMasker(endpoint.auth, input.secret) : (text: string) => text;
  const started = Date.now();
  const response = await guardedFetch(
    { url: real.url, method: real.method, headers: real.headers, body: real.body ?? undefined },
    {
      allowLoopback: options.allowLoopback,
      totalTimeoutMs: endpoint.timeoutSeconds * 1000,
      // The API key stays with the endpoint's own origin; one in the query string stays too, since
      // a redirect's Location is a URL of the endpoint's choosing, not this URL with a new host.
      sensitiveHeaders: secretHeaderNames(endpoint.auth),
      signal: options.signal,
      maxResponseBytes: options.maxResponseBytes,
    },
  );
  options.logger.info({ status: response.status, ms: Date.now() - started }, 'HTTP request answered');
  const text = mask(response.text());
  const body = parseJson(text)?.value ?? text;
  const headers = Object.fromEntries(Object.entries(response.headers).map(([name, value]) => [name, mask(value)]));
  const mapping = endpoint.responseMapping && applyResponseMapping(body, endpoint.responseMapping);
  const ok = response.status >= 200 && response.status < 300;
  return {
    sent: shown,
    answer: {
      status: response.status,
      headers,
      body,
      mapped: mapping?.values ?? null,
      success: ok && mapping?.success !== false,
    },
  };
}
