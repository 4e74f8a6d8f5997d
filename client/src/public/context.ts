import type { I18n } from '@lingui/core';
import type { PageEnvironment, PublicApi } from '@wordloom/shared/schemas/public-pages';

export type {
  ArticleListing,
  ArticleResolution,
  ArticleSeo,
  ListingQuery,
  PageAssets,
  PageEnvironment,
  PublicApi,
  ToolPageSeo,
  ToolResolution,
  ToolsIndex,
} from '@wordloom/shared/schemas/public-pages';

export interface PublicRouterContext {
  api: PublicApi;
  environment: PageEnvironment;
  i18n: I18n;
}
