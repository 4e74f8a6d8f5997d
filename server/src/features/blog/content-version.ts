import { contentVersion } from '../../lib/content-version.ts';

/** Changes whenever this process changes an article (published pages drop their cached HTML). */
const articles = contentVersion();

export const blogContentVersion = articles.current;
export const bumpBlogContentVersion = articles.bump;
