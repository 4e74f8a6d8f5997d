import type { TToolAnalytics } from '@wordloom/shared/schemas/tools';
import { z } from 'zod';

/** The periods an admin can read, in days (the server's `ZToolAnalytics` takes these). */
export const ANALYTICS_PERIODS = [7, 30, 90] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
const DEFAULT_PERIOD: AnalyticsPeriod = 30;

/**
 * /admin/tools/analytics's address: the `tool` read (every tool when absent) and the period in
 * `days`. A value that makes no sense falls back to the default instead of an error.
 */
export const ZToolsAnalyticsSearch = z.object({
  tool: z.uuid().optional().catch(undefined),
  days: z.literal(ANALYTICS_PERIODS).optional().catch(undefined),
});
export type TToolsAnalyticsSearch = z.infer<typeof ZToolsAnalyticsSearch>;

export interface ToolsAnalyticsView {
  /** One tool's id, or undefined for every tool. */
  toolId: string | undefined;
  days: AnalyticsPeriod;
}

/** What the address shows, defaults filled in. */
export function toolsAnalyticsView(search: TToolsAnalyticsSearch): ToolsAnalyticsView {
  return { toolId: search.tool, days: search.days ?? DEFAULT_PERIOD };
}

/** The address of a view; the defaults stay out of it. */
export function toolsAnalyticsSearch({ toolId, days }: ToolsAnalyticsView): TToolsAnalyticsSearch {
  return { tool: toolId, days: days === DEFAULT_PERIOD ? undefined : days };
}

/** The analytics query of a view: the route's loader and the page ask for the same, so the page reads the loader's answer. */
export function toolAnalyticsInput({ toolId, days }: ToolsAnalyticsView): TToolAnalytics {
  return toolId === undefined ? { days } : { toolId, days };
}
