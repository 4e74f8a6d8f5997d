import type { RouterOutputs } from '../../lib/trpc.ts';

/** One row of `httpMappings.listRequests`: a request without its secret (only whether one is stored). */
export type HttpRequestDto = RouterOutputs['httpMappings']['listRequests'][number];
export type HttpMappingDto = RouterOutputs['httpMappings']['listMappings'][number];
export type HttpTestResult = RouterOutputs['httpMappings']['testRequest'];
/** The call a test sent, its secret masked. */
export type OutgoingCall = HttpTestResult['sent'];
