import { z } from 'zod';
import { lineText } from './text.ts';

/**
 * The onboarding questions (spec §4 "Onboarding"). The answers are stored as these codes; a
 * persona of "other" with a custom text stores the text instead.
 */
export const PERSONAS = ['founder', 'marketer', 'agency', 'freelancer', 'content_creator', 'other'] as const;
export const COMPANY_SIZES = ['just_me', '2_10', '11_50', '51_200', '201_1000', 'over_1000'] as const;
export const COMPANY_AGES = ['pre_launch', 'under_1_year', '1_3_years', '3_10_years', 'over_10_years'] as const;
export const ARTICLES_PER_MONTH = ['1_4', '5_10', '11_30', 'over_30'] as const;

export const ZCompleteOnboarding = z.object({
  persona: z.enum(PERSONAS),
  customPersona: lineText().trim().max(100).optional(),
  companySize: z.enum(COMPANY_SIZES),
  companyAge: z.enum(COMPANY_AGES),
  articlesPerMonth: z.enum(ARTICLES_PER_MONTH),
});
export type TCompleteOnboarding = z.infer<typeof ZCompleteOnboarding>;

/** What is stored as the persona: the custom text when "other" comes with one (spec §4). */
export function storedPersona({ persona, customPersona }: Pick<TCompleteOnboarding, 'persona' | 'customPersona'>) {
  return persona === 'other' && customPersona ? customPersona : persona;
}
