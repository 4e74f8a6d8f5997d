/**
 * The addresses of the Solutions pages (spec §2: `/solutions`, `/solutions/{pillarSlug}`,
 * `/solutions/{pillarSlug}/{useCaseSlug}`). Their texts live in the client's data file, which is
 * typed by these slugs; the server needs only the addresses (routing, the sitemap), so they are here.
 */
export const SOLUTIONS_PATH = '/solutions';

export const SOLUTION_SLUGS = {
  agencies: ['client-blog-content', 'multilingual-client-content', 'linkedin-for-clients'],
  founders: ['founder-led-linkedin', 'launch-announcements', 'seo-foundation'],
  'b2b-marketing': ['topic-clusters', 'thought-leadership', 'content-localization'],
  recruiters: ['employer-branding-posts', 'career-articles', 'job-market-updates'],
  ecommerce: ['buying-guides', 'category-page-articles', 'product-launch-posts'],
} as const satisfies Record<string, readonly string[]>;

export type PillarSlug = keyof typeof SOLUTION_SLUGS;
export type UseCaseSlug<P extends PillarSlug = PillarSlug> = (typeof SOLUTION_SLUGS)[P][number];

export type SolutionPage =
  | { kind: 'index' }
  | { kind: 'pillar'; pillar: PillarSlug }
  | { kind: 'use-case'; pillar: PillarSlug; useCase: string };

export function isPillarSlug(slug: string): slug is PillarSlug {
  return Object.hasOwn(SOLUTION_SLUGS, slug);
}

export function isUseCaseSlug(pillar: PillarSlug, slug: string): boolean {
  return (SOLUTION_SLUGS[pillar] as readonly string[]).includes(slug);
}

/** Whether a path (without language prefix) is under `/solutions`, known or not: such paths are the Solutions pages' to answer, 404 included. */
export function isSolutionsPath(pathname: string): boolean {
  return pathname === SOLUTIONS_PATH || pathname.startsWith(`${SOLUTIONS_PATH}/`);
}

/** Which Solutions page a path (without language prefix) is; null for an unknown one. */
export function parseSolutionPath(pathname: string): SolutionPage | null {
  if (!isSolutionsPath(pathname)) return null;
  const [, pillar, useCase, ...rest] = pathname.split('/').filter(Boolean);
  if (pillar === undefined) return { kind: 'index' };
  if (!isPillarSlug(pillar) || rest.length > 0) return null;
  if (useCase === undefined) return { kind: 'pillar', pillar };
  return isUseCaseSlug(pillar, useCase) ? { kind: 'use-case', pillar, useCase } : null;
}

export function pillarPath(pillar: PillarSlug): string {
  return `${SOLUTIONS_PATH}/${pillar}`;
}

export function pathOfUseCase(pillar: PillarSlug, useCase: string): string {
  return `${SOLUTIONS_PATH}/${pillar}/${useCase}`;
}

/** Every Solutions page's path, the index first. */
export function allSolutionPaths(): string[] {
  return [
    SOLUTIONS_PATH,
    ...(Object.keys(SOLUTION_SLUGS) as PillarSlug[]).flatMap((pillar) => [
      pillarPath(pillar),
      ...SOLUTION_SLUGS[pillar].map((useCase) => pathOfUseCase(pillar, useCase)),
    ]),
  ];
}
