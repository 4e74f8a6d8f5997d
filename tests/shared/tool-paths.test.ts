import { describe, expect, it } from 'vitest';
import { parseToolPath, toolPath, toolsSitePath, withToolSlug } from '../../shared/src/domain/tool-paths.ts';

const ID = '3f2c1a9e-8b7d-4c6e-9f01-23456789abcd';

describe('tool paths (spec §2 "Tools")', () => {
  it('reads every address of the tools subdomain', () => {
    expect(parseToolPath('tools', '/')).toEqual({ kind: 'index' });
    expect(parseToolPath('tools', '/headline-grader')).toEqual({
      kind: 'tool',
      slug: 'headline-grader',
      id: null,
      language: null,
    });
    expect(parseToolPath('tools', `/headline-grader/${ID}`)).toEqual({
      kind: 'tool',
      slug: 'headline-grader',
      id: ID,
      language: null,
    });
    expect(parseToolPath('tools', `/headline-grader/${ID}/fr`)).toEqual({
      kind: 'tool',
      slug: 'headline-grader',
      id: ID,
      language: 'fr',
    });
  });

  it('reads the main domain’s /tools-test, /tool and bare tool addresses', () => {
    expect(parseToolPath('main', '/tools-test')).toEqual({ kind: 'index' });
    expect(parseToolPath('main', '/tools-test/grader')).toEqual({
      kind: 'tool',
      slug: 'grader',
      id: null,
      language: null,
    });
    expect(parseToolPath('main', `/tools-test/grader/${ID}`)).toEqual({
      kind: 'tool',
      slug: 'grader',
      id: ID,
      language: null,
    });
    expect(parseToolPath('main', `/tools-test/grader/${ID}/ar`)).toEqual({
      kind: 'tool',
      slug: 'grader',
      id: ID,
      language: 'ar',
    });
    expect(parseToolPath('main', '/tool')).toEqual({ kind: 'index' });
    expect(parseToolPath('main', '/tool/grader')).toEqual({ kind: 'tool', slug: 'grader', id: null, language: null });
    expect(parseToolPath('main', `/tool/grader/${ID}/de`)).toEqual({
      kind: 'tool',
      slug: 'grader',
      id: ID,
      language: 'de',
    });
    expect(parseToolPath('main', `/grader/${ID}`)).toEqual({ kind: 'tool', slug: 'grader', id: ID, language: null });
    expect(parseToolPath('main', `/grader/${ID}/es`)).toEqual({ kind: 'tool', slug: 'grader', id: ID, language: 'es' });
  });

  it('takes the id in any case and gives it in lower case', () => {
    expect(parseToolPath('tools', `/grader/${ID.toUpperCase()}`)).toMatchObject({ id: ID });
  });

  it('leaves every other path alone', () => {
    // A bare slug on the main domain is an app or site page, a non-uuid second segment an article's or the app's.
    expect(parseToolPath('main', '/grader')).toBeNull();
    expect(parseToolPath('main', '/pricing')).toBeNull();
    expect(parseToolPath('main', '/admin/tools')).toBeNull();
    expect(parseToolPath('main', `/blog/${ID}`)).toBeNull();
    expect(parseToolPath('main', `/support/${ID}`)).toBeNull();
    expect(parseToolPath('main', '/seo/on-page/titles/en/how-to-write-titles')).toBeNull();
    expect(parseToolPath('main', `/grader/${ID}/xx`)).toBeNull();
    expect(parseToolPath('main', `/grader/${ID}/en/more`)).toBeNull();
    expect(parseToolPath('main', '/')).toBeNull();
    expect(parseToolPath('tools', '/Grader')).toBeNull();
    expect(parseToolPath('tools', '/grader/not-an-id')).toBeNull();
    expect(parseToolPath('tools', '/sitemap.xml')).toBeNull();
    expect(parseToolPath('tools', '/%E0%A4%A')).toBeNull();
  });

  it('builds the tools site’s paths', () => {
    expect(toolPath({ slug: 'grader', id: ID })).toBe(`/grader/${ID}`);
    expect(toolPath({ slug: 'grader', id: ID }, 'fr')).toBe(`/grader/${ID}/fr`);
    expect(toolsSitePath({ kind: 'index' })).toBe('/');
    expect(toolsSitePath(parseToolPath('main', '/tools-test/grader') ?? { kind: 'index' })).toBe('/grader');
    expect(toolsSitePath(parseToolPath('main', `/tool/grader/${ID}/fr`) ?? { kind: 'index' })).toBe(`/grader/${ID}/fr`);
    expect(toolsSitePath(parseToolPath('main', `/grader/${ID}`) ?? { kind: 'index' })).toBe(`/grader/${ID}`);
  });

  it('puts the real slug into an address that named another', () => {
    expect(withToolSlug(`/old-name/${ID}`, ID, 'grader')).toBe(`/grader/${ID}`);
    expect(withToolSlug(`/tools-test/old/${ID}/fr`, ID, 'grader')).toBe(`/tools-test/grader/${ID}/fr`);
    expect(withToolSlug(`/tool/old/${ID.toUpperCase()}`, ID, 'grader')).toBe(`/tool/grader/${ID.toUpperCase()}`);
  });
});
