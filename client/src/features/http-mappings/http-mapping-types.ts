import type { inferRouterClient } from '@trpc/client';
import type { AppRouter } from '@wordloom/server/trpc/app-router';
import type { TrpcUtils } from '../../lib/trpc.ts';

/** One row of `httpMappings.listRequests`: a request without its secret (only whether one is stored). */
export type HttpRequestDto = Awaited<ReturnType<TrpcUtils['httpMappings']['listRequests']['fetch']>>[number];
/** One row of `httpMappings.listMappings`. */
export type HttpMappingDto = Awaited<ReturnType<TrpcUtils['httpMappings']['listMappings']['fetch']>>[number];
/** What `httpMappings.testRequest` answers (a mutation, which the query utils do not describe). */
export type HttpTestResult = Awaited<ReturnType<inferRouterClient<AppRouter>['httpMappings']['testRequest']['mutate']>>;
/** The call a test sent, its secret masked. */
export type OutgoingCall = HttpTestResult['sent'];
