/**
 * The weekly recheck's mail (issue 14 point 3): an author hears once of the links in their
 * published articles that stopped working, article by article, with where to fix each.
 */
import type { I18n } from '@lingui/core';
import type { LanguageCode } from '@wordloom/shared/languages';
import type { TLinkStatus } from '@wordloom/shared/schemas/article-writer';
import { serverI18n } from '../../lib/i18n.ts';
import type { OutgoingMail } from '../../lib/mail.ts';
import { buildMail, greeting, signOff } from './templates.ts';

export interface BrokenLinkOfArticle {
  url: string;
  status: TLinkStatus;
  httpStatus: number | null;
}

export interface ArticleWithBrokenLinks {
  title: string;
  /** The article in the writer's editor (/article-writer/edit?id=). */
  editLink: string;
  links: readonly BrokenLinkOfArticle[];
}

export interface BrokenLinksMailInput {
  to: string;
  name: string;
  language: LanguageCode;
  articles: readonly ArticleWithBrokenLinks[];
}

/** The same words the writer's link check shows. */
function statusText(i18n: I18n, { status, httpStatus }: BrokenLinkOfArticle): string {
  switch (status) {
    case 'broken':
      return httpStatus === null
        ? i18n._('Broken')
        : i18n._('Broken (HTTP {status})', { status: httpStatus }, { comment: '{status} is an HTTP status code.' });
    case 'timed_out':
      return i18n._('Timed out');
    case 'unsafe':
      return i18n._('Refused as unsafe');
    case 'working':
      return i18n._('Working');
    case 'redirected':
      return i18n._('Redirected');
  }
}

/** One paragraph per article (its title and where to edit it), then one per broken link. */
function articleParagraphs(i18n: I18n, article: ArticleWithBrokenLinks): string[] {
  return [
    i18n._(
      '“{title}” — edit it at {link}',
      { title: article.title, link: article.editLink },
      { comment: "{title} is the article's title, {link} the address of its editor." },
    ),
    ...article.links.map((link) =>
      i18n._(
        '{url}: {status}',
        { url: link.url, status: statusText(i18n, link) },
        { comment: '{url} is a link in the article, {status} what the check found (Broken (HTTP 404), Timed out…).' },
      ),
    ),
  ];
}

export function brokenLinksMail({ to, name, language, articles }: BrokenLinksMailInput): OutgoingMail {
  const i18n = serverI18n(language);
  const [onlyArticle] = articles.length === 1 ? articles : [];
  return buildMail({
    kind: 'article_links_broken',
    language,
    to,
    subject: i18n._('Links in your published articles stopped working'),
    greeting: greeting(i18n, name),
    paragraphsBefore: [
      i18n._(
        'Our weekly check found links in your published articles that no longer work. Readers who follow them reach an error page.',
      ),
      ...articles.flatMap((article) => articleParagraphs(i18n, article)),
    ],
    ...(onlyArticle
      ? {
          action: {
            label: i18n._('Edit the article'),
            link: onlyArticle.editLink,
            hint: i18n._('If the button does not work, copy this link into your browser:', undefined, {
              comment: 'Under the button, for mail clients that do not show it.',
            }),
          },
        }
      : {}),
    paragraphsAfter: [
      i18n._('Remove or replace each link in the editor, then save the article. We tell you of each break once.'),
    ],
    signOff: signOff(i18n),
  });
}
