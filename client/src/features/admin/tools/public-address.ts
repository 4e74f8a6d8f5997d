import { siteAddress } from '../../../lib/site-address.ts';

/** A tool's public page, `{tools site}/{slug}/{id}` (spec §2). */
export function publicToolUrl(tool: { slug: string; id: string }): string {
  return siteAddress('tools', `/${tool.slug}/${tool.id}`);
}

/**
 * The tool's page in test mode (`?test=true`): on this host, where the admin is signed in (the
 * session cookie is host-only), as the main domain's `/{slug}/{id}` address, which stays there for it.
 */
export function testModeToolUrl(tool: { slug: string; id: string }): string {
  return `${window.location.origin}/${tool.slug}/${tool.id}?test=true`;
}
