import {
  ZCreateHttpMapping,
  ZCreateHttpRequest,
  ZHttpRecordId,
  ZSetHttpMappingEnabled,
  ZTestHttpRequest,
  ZUpdateHttpMapping,
  ZUpdateHttpRequest,
} from '@wordloom/shared/schemas/http-mappings';
import { adminProcedure, router } from '../../trpc/init.ts';
import {
  createHttpMapping,
  createHttpRequest,
  deleteHttpMapping,
  deleteHttpRequest,
  getHttpRequest,
  listHttpMappings,
  listHttpRequests,
  setHttpMappingEnabled,
  testHttpRequest,
  updateHttpMapping,
  updateHttpRequest,
} from './service.ts';

/** The admin's outside endpoints (spec §3 http_requests) and the keys the product calls them by. */
export const httpMappingsRouter = router({
  listRequests: adminProcedure.query(({ ctx }) => listHttpRequests(ctx.db)),
  getRequest: adminProcedure.input(ZHttpRecordId).query(({ ctx, input }) => getHttpRequest(ctx.db, input)),
  createRequest: adminProcedure
    .input(ZCreateHttpRequest)
    .mutation(({ ctx, input }) => createHttpRequest(ctx, { userId: ctx.session.userId, ...input })),
  updateRequest: adminProcedure
    .input(ZUpdateHttpRequest)
    .mutation(({ ctx, input }) => updateHttpRequest(ctx, { userId: ctx.session.userId, ...input })),
  deleteRequest: adminProcedure
    .input(ZHttpRecordId)
    .mutation(({ ctx, input }) => deleteHttpRequest(ctx.db, { userId: ctx.session.userId, ...input })),

  listMappings: adminProcedure.query(({ ctx }) => listHttpMappings(ctx.db)),
  createMapping: adminProcedure
    .input(ZCreateHttpMapping)
    .mutation(({ ctx, input }) => createHttpMapping(ctx.db, { userId: ctx.session.userId, ...input })),
  updateMapping: adminProcedure
    .input(ZUpdateHttpMapping)
    .mutation(({ ctx, input }) => updateHttpMapping(ctx.db, { userId: ctx.session.userId, ...input })),
  setMappingEnabled: adminProcedure
    .input(ZSetHttpMappingEnabled)
    .mutation(({ ctx, input }) => setHttpMappingEnabled(ctx.db, { userId: ctx.session.userId, ...input })),
  deleteMapping: adminProcedure
    .input(ZHttpRecordId)
    .mutation(({ ctx, input }) => deleteHttpMapping(ctx.db, { userId: ctx.session.userId, ...input })),

  /** Spec §7 test-http-request; a mutation because it calls the endpoint and counts against its limit. */
  testRequest: adminProcedure
    .input(ZTestHttpRequest)
    .mutation(({ ctx, input }) => testHttpRequest(ctx, { userId: ctx.session.userId, ...input })),
});
