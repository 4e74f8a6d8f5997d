/**
 * Addresses of LinkedIn's pages for a post (spec §7: "the url is built from the feed update address").
 */

const FEED_UPDATE_BASE = 'https://www.linkedin.com/feed/update/';

/** The post's page on LinkedIn, e.g. https://www.linkedin.com/feed/update/urn:li:share:7…/ */
export function feedUrl(postUrn: string): string {
  return `${FEED_UPDATE_BASE}${postUrn}/`;
}

/** The member's own list of posts, for "open my LinkedIn activity" when a publish's outcome is unknown. */
export const MY_RECENT_ACTIVITY_URL = 'https://www.linkedin.com/in/me/recent-activity/all/';
