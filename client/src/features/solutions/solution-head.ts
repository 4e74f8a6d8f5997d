/**
 * What search engines and social networks read from the Solutions pages: title, description,
 * canonical, one hreflang alternate per language (every page exists under every language prefix),
 * OpenGraph and Twitter fields, and JSON-LD (the page, its breadcrumbs and, on a use case, the
 * service it describes).
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { hreflangAlternates } from '@wordloom/shared/domain/hreflang';
import { withLanguagePrefix } from '@wordloom/shared/domain/localized-path';
import { siteUrl } from '@wordloom/shared/domain/site-links';
import { pathOfUseCase, pillarPath, SOLUTIONS_PATH } from '@wordloom/shared/domain/solution-paths';
import { LANGUAGE_CODES } from '@wordloom/shared/languages';
import type { PageEnvironment } from '../../public/context.ts';
import { findPillar, findUseCase, type Pillar, type UseCase } from './solutions-data.ts';

export const SOLUTIONS_TITLE = msg`Solutions`;
export const SOLUTIONS_SUMMARY = msg`How agencies, founders, B2B marketers, recruiters and online shops use Wordloom to write search articles and LinkedIn posts.`;

/** Which Solutions page a route shows, by its slugs (what the route's loader hands the browser). */
export interface SolutionPageData {
  pillar: string | null;
  useCase: string | null;
}

export interface ResolvedSolutionPage {
  pillar: Pillar | null;
  useCase: UseCase | null;
}

/** The data for the page's slugs; the route has checked they exist. */
export function resolveSolutionPage(data: SolutionPageData): ResolvedSolutionPage {
  const pillar = data.pillar ? (findPillar(data.pillar) ?? null) : null;
  const useCase = pillar && data.useCase ? (findUseCase(pillar, data.useCase) ?? null) : null;
  return { pillar, useCase };
}

/** The page's path without language prefix. */
export function solutionPagePath({ pillar, useCase }: ResolvedSolutionPage): string {
  if (pillar && useCase) return pathOfUseCase(pillar.slug, useCase.slug);
  if (pillar) return pillarPath(pillar.slug);
  return SOLUTIONS_PATH;
}

/** The page's trail from the Solutions index, as names and unprefixed paths. */
export function solutionBreadcrumbs(page: ResolvedSolutionPage): { name: MessageDescriptor; path: string }[] {
  const trail = [{ name: SOLUTIONS_TITLE, path: SOLUTIONS_PATH }];
  if (page.pillar) trail.push({ name: page.pillar.title, path: pillarPath(page.pillar.slug) });
  if (page.pillar && page.useCase) {
    trail.push({ name: page.useCase.title, path: pathOfUseCase(page.pillar.slug, page.useCase.slug) });
  }
  return trail;
}

export function solutionHead(data: SolutionPageData, environment: PageEnvironment, i18n: I18n) {
  const page = resolveSolutionPage(data);
  const { pillar, useCase } = page;
  const path = solutionPagePath(page);
  const url = (language: (typeof LANGUAGE_CODES)[number], unprefixed = path) =>
    siteUrl(environment.sites, 'main', withLanguagePrefix(unprefixed, language));
  const canonical = url(environment.language);
  const heading = i18n._(useCase?.title ?? pillar?.title ?? SOLUTIONS_TITLE);
  const title = pillar && !useCase ? i18n._(msg`Wordloom for ${heading}`) : heading;
  const description = i18n._(useCase?.summary ?? pillar?.summary ?? SOLUTIONS_SUMMARY);
  const alternates = hreflangAlternates(
    LANGUAGE_CODES.map((languageCode) => ({ languageCode, url: url(languageCode) })),
  );
  const breadcrumbs = solutionBreadcrumbs(page);
  const webPage = {
    '@type': 'WebPage',
    '@id': canonical,
    url: canonical,
    name: title,
    description,
    inLanguage: environment.language,
    isPartOf: { '@type': 'WebSite', name: 'Wordloom', url: url(environment.language, '/') },
  };
  const structuredData = {
    '@context': 'https://schema.org',
    '@graph': [
      webPage,
      {
        '@type': 'BreadcrumbList',
        itemListElement: breadcrumbs.map((crumb, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          name: i18n._(crumb.name),
          item: url(environment.language, crumb.path),
        })),
      },
      ...(useCase && pillar
        ? [
            {
              '@type': 'Service',
              name: heading,
              description,
              serviceType: i18n._(pillar.title),
              url: canonical,
              provider: { '@type': 'Organization', name: 'Wordloom', url: url(environment.language, '/') },
            },
          ]
        : []),
    ],
  };
  return {
    meta: [
      { title: `${title} · Wordloom` },
      { name: 'description', content: description },
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: 'Wordloom' },
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
      { property: 'og:url', content: canonical },
      { property: 'og:locale', content: environment.language },
      { name: 'twitter:card', content: 'summary' },
      { name: 'twitter:title', content: title },
      { name: 'twitter:description', content: description },
      // The router escapes the JSON it writes into the script element.
      { 'script:ld+json': structuredData },
    ],
    links: [
      { rel: 'canonical', href: canonical },
      ...alternates.map((alternate) => ({ rel: 'alternate', hrefLang: alternate.hreflang, href: alternate.href })),
    ],
  };
}
