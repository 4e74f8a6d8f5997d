/** The periods the AI usage can be shown for, in days; kept apart so the route's loader stays small. */
export const USAGE_PERIODS = ['7', '30', '90'] as const;
export type UsagePeriod = (typeof USAGE_PERIODS)[number];
/** The period the usage opens with. */
export const FIRST_USAGE_PERIOD: UsagePeriod = '7';
