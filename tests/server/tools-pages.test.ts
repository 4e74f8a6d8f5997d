/**
 * The public tool pages as a crawler without JavaScript gets them (spec §2 "Tools"): the tools
 * subdomain's index and tool pages rendered on the server with their SEO tags and real statuses,
 * the main domain's tool addresses (301 to the tools site in production, rendered in development),
 * and the tools site's sitemap. The HTML never carries what stays on the server.
 */
import { request } from 'node:http';
import type { PublicTool } from '@wordloom/shared/schemas/tools';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/src/app.ts';
import { type SignedInCaller, signedInCaller } from '../helpers/callers.ts';
import { createTestApp, listen, type TestApp } from '../helpers/test-app.ts';
import { textField, toolInput } from '../helpers/tools.ts';

/** A production-like deployment: the sites are told apart by their hosts. */
const CONFIG = { APP_URL: 'https://wordloom.test', SITE_HOST: 'wordloom.test' };
const TOOLS_HOST = 'tools.wordloom.test';
const MAIN_HOST = 'wordloom.test';
const WEBHOOK_URL = 'https://hooks.example.com/secret-path/headline';
const HEADER_VALUE = 'header-value-nobody-may-read';
const SECRET_VALUE = 'sk-live-never-in-html';
const PROMPT = 'Write ten headlines about {{topic}}, keep-this-prompt-private';

let testApp: TestApp;
let server: Awaited<ReturnType<typeof listen>>;
let production: Awaited<ReturnType<typeof listen>>;
let admin: SignedInCaller;
let grader: PublicTool;
let withSeo: PublicTool;
let aiTool: PublicTool;
let draft: PublicTool;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A GET with a Host header of our choosing (fetch may not set one). */
function get(baseUrl: string, path: string, host: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(path, baseUrl), { headers: { host } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

const fromTools = (path: string) => get(server.baseUrl, path, TOOLS_HOST);
const fromMain = (path: string) => get(server.baseUrl, path, MAIN_HOST);

/** The JSON-LD blocks of a page, parsed. */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) =>
    JSON.parse(
      (match[1] ?? '')
        .replace(/&quot;/g, '"')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&'),
    ),
  );
}

beforeAll(async () => {
  testApp = await createTestApp(CONFIG);
  server = await listen(testApp.app);
  const { deps } = testApp;
  production = await listen(createApp({ ...deps, config: { ...deps.config, env: 'production' } }));
  admin = await signedInCaller(deps, { admin: true });
  const tools = admin.caller.tools;
  const base = toolInput();
  const created = await tools.create(
    toolInput({
      name: 'Headline Grader',
      slug: 'headline-grader',
      description: 'Scores a headline out of 100.',
      howItWorks: 'Paste your headline; the grader checks its length, words and promise.',
      fields: [
        textField('headline', { label: 'Your headline', isRequired: true, placeholder: 'Ten ways to…' }),
        textField('audience', { label: 'Target audience', fieldType: 'textarea' }),
        textField('tone', {
          label: 'Tone of voice',
          fieldType: 'dropdown',
          options: [
            { value: 'calm', label: 'Calm' },
            { value: 'bold', label: 'Bold' },
          ],
        }),
      ],
      webhook: {
        ...base.webhook,
        webhookUrl: WEBHOOK_URL,
        headers: JSON.stringify({ 'X-Team': HEADER_VALUE }),
        secretHeaderName: 'Authorization',
        secretHeaderValue: SECRET_VALUE,
      },
    }),
  );
  grader = await testApp.caller.tools.publicGet({ slug: created.slug, id: created.id });
  const seoTool = await tools.create(
    toolInput({
      name: 'Meta Writer',
      slug: 'meta-writer',
      seo: {
        ...base.seo,
        pageTitle: 'Free meta description writer',
        metaDescription: 'Write meta descriptions that get clicks.',
        canonicalUrl: 'https://example.com/meta-writer',
        structuredData: JSON.stringify({
          '@context': 'https://schema.org',
          '@type': 'WebApplication',
          name: 'Meta Writer </script><script>alert(1)</script>',
        }),
      },
    }),
  );
  withSeo = await testApp.caller.tools.publicGet({ slug: seoTool.slug, id: seoTool.id });
  const ai = await tools.create(
    toolInput({
      name: 'Topic Headlines',
      slug: 'topic-headlines',
      languageCode: 'ar',
      runner: 'ai',
      fields: [textField('topic', { label: 'Topic', isRequired: true })],
      ai: { promptTemplate: PROMPT, composerRecipe: 'headlines' },
    }),
  );
  aiTool = await testApp.caller.tools.publicGet({ slug: ai.slug, id: ai.id });
  const draftTool = await tools.create(
    toolInput({ name: 'Unfinished Tool', slug: 'unfinished-tool', status: 'draft' }),
  );
  draft = { ...grader, id: draftTool.id, slug: draftTool.slug };
  // The first page compiles the renderer from the sources (see server/src/http/public-renderer.ts).
  await fromTools('/');
}, 180_000);

afterAll(async () => {
  await production?.close();
  await server?.close();
  await testApp?.close();
});

describe('a tool page on the tools site', () => {
  it('holds the tool, its form and its SEO tags in the HTML', async () => {
    const answer = await fromTools(`/headline-grader/${grader.id}`);
    expect(answer.status).toBe(200);
    const html = answer.body;
    expect(html).toContain('<title>Headline Grader</title>');
    expect(html).toContain('<h1');
    expect(html).toContain('Scores a headline out of 100.');
    expect(html).toContain('How It Works');
    expect(html).toContain('Paste your headline; the grader checks its length, words and promise.');
    for (const label of ['Your headline', 'Target audience', 'Tone of voice', 'Calm', 'Bold'])
      expect(html).toContain(label);
    expect(html).toContain('placeholder="Ten ways to…"');
    expect(html).toContain('Execute Tool');
    expect(html).toContain('Published');
    const url = `https://tools.wordloom.test/headline-grader/${grader.id}`;
    expect(html).toContain(`<link rel="canonical" href="${url}"`);
    expect(html).toContain('<meta name="description" content="Scores a headline out of 100."');
    expect(html).toContain('<meta property="og:title" content="Headline Grader"');
    expect(html).toContain('<meta property="og:description" content="Scores a headline out of 100."');
    expect(html).toContain(`<meta property="og:url" content="${url}"`);
    expect(html).toContain('<meta property="og:type" content="website"');
    expect(html).toContain('<meta name="twitter:card" content="summary"');
    expect(html).toContain('<meta name="twitter:title" content="Headline Grader"');
    expect(jsonLd(html)).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'SoftwareApplication',
        name: 'Headline Grader',
        description: 'Scores a headline out of 100.',
        url,
        applicationCategory: 'BusinessApplication',
        operatingSystem: 'Web',
        offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
        inLanguage: 'en',
      },
    ]);
  });

  it('never carries the webhook, its headers, its secret or an AI prompt', async () => {
    for (const path of [`/headline-grader/${grader.id}`, `/topic-headlines/${aiTool.id}`, '/']) {
      const { body } = await fromTools(path);
      for (const secret of [
        WEBHOOK_URL,
        'hooks.example.com',
        HEADER_VALUE,
        'X-Team',
        SECRET_VALUE,
        PROMPT,
        'keep-this-prompt-private',
      ]) {
        expect(body, `${path} ${secret}`).not.toContain(secret);
      }
    }
  });

  it('uses the admin’s SEO texts, canonical and structured data (escaped inside its script)', async () => {
    const { status, body } = await fromTools(`/meta-writer/${withSeo.id}`);
    expect(status).toBe(200);
    expect(body).toContain('<title>Free meta description writer</title>');
    expect(body).toContain('<meta name="description" content="Write meta descriptions that get clicks."');
    expect(body).toContain('<link rel="canonical" href="https://example.com/meta-writer"');
    expect(body).not.toContain('</script><script>alert(1)');
    expect(jsonLd(body)).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'WebApplication',
        name: 'Meta Writer </script><script>alert(1)</script>',
      },
    ]);
  });

  it('is answered by its slug alone and with a language; it speaks its tool’s language, right to left for Arabic', async () => {
    const bySlug = await fromTools('/headline-grader');
    expect(bySlug.status).toBe(200);
    expect(bySlug.body).toContain(
      `<link rel="canonical" href="https://tools.wordloom.test/headline-grader/${grader.id}"`,
    );
    const withLanguage = await fromTools(`/headline-grader/${grader.id}/fr`);
    expect(withLanguage.status).toBe(200);
    expect(withLanguage.body).toMatch(/<html lang="fr" dir="ltr"/);
    const arabic = await fromTools(`/topic-headlines/${aiTool.id}`);
    expect(arabic.status).toBe(200);
    expect(arabic.body).toMatch(/<html lang="ar" dir="rtl"/);
  });

  it('sends an address with another slug to the canonical one with 301', async () => {
    const answer = await fromTools(`/old-grader-name/${grader.id}`);
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe(`/headline-grader/${grader.id}`);
    const withLanguage = await fromTools(`/old-grader-name/${grader.id}/de?test=true`);
    expect(withLanguage.status).toBe(301);
    expect(withLanguage.headers.location).toBe(`/headline-grader/${grader.id}/de?test=true`);
  });

  it('answers a draft, an unknown tool and an unknown address with 404 and Tool Not Found', async () => {
    for (const path of [
      `/${draft.slug}/${draft.id}`,
      `/${draft.slug}`,
      '/headline-grader/00000000-0000-4000-8000-000000000000',
      '/no-such-tool',
      '/some/unknown/address/here',
      '/blog',
    ]) {
      const answer = await fromTools(path);
      expect(answer.status, path).toBe(404);
      expect(answer.body, path).toContain('Tool Not Found');
      expect(answer.body, path).toContain('Back to Home');
      expect(answer.body, path).not.toContain('Unfinished Tool');
    }
  });

  it('drops its cached HTML when the tool changes', async () => {
    expect((await fromTools(`/meta-writer/${withSeo.id}`)).body).toContain('Write meta descriptions that get clicks.');
    const stored = await admin.caller.tools.adminGet({ id: withSeo.id });
    await admin.caller.tools.update({
      ...toolInput(),
      id: withSeo.id,
      name: stored.name,
      slug: stored.slug,
      description: 'Now writes titles too.',
    });
    const { body } = await fromTools(`/meta-writer/${withSeo.id}`);
    expect(body).toContain('Now writes titles too.');
    expect(body).not.toContain('Write meta descriptions that get clicks.');
  });
});

describe('the tools index', () => {
  it('lists the published tools, each linking to its page, with its own title and ItemList', async () => {
    const answer = await fromTools('/');
    expect(answer.status).toBe(200);
    const html = answer.body;
    expect(html).toContain('<title>Wordloom Tools</title>');
    for (const tool of [grader, aiTool]) {
      expect(html).toContain(tool.name);
      expect(html).toContain(`href="/${tool.slug}/${tool.id}"`);
    }
    expect(html).not.toContain('Unfinished Tool');
    const [list] = jsonLd(html);
    expect(list?.['@type']).toBe('ItemList');
    expect(JSON.stringify(list)).toContain(`https://tools.wordloom.test/headline-grader/${grader.id}`);
  });
});

describe('tool addresses on the main domain', () => {
  it('render the tool page in development', async () => {
    for (const path of [
      `/headline-grader/${grader.id}`,
      `/headline-grader/${grader.id}/en`,
      `/tools-test/headline-grader/${grader.id}`,
      '/tools-test/headline-grader',
      `/tool/headline-grader/${grader.id}/en`,
    ]) {
      const answer = await fromMain(path);
      expect(answer.status, path).toBe(200);
      expect(answer.body, path).toContain('How It Works');
      expect(answer.body, path).toContain(
        `<link rel="canonical" href="https://tools.wordloom.test/headline-grader/${grader.id}"`,
      );
    }
    const index = await fromMain('/tools-test');
    expect(index.status).toBe(200);
    expect(index.body).toContain('Headline Grader');
    expect(index.body).toContain(`href="https://tools.wordloom.test/headline-grader/${grader.id}"`);
    for (const path of [`/tools-test/${draft.slug}/${draft.id}`, `/${draft.slug}/${draft.id}`, '/tool/no-such-tool']) {
      const missing = await fromMain(path);
      expect(missing.status, path).toBe(404);
      expect(missing.body, path).toContain('Tool Not Found');
      expect(missing.body, path).toContain('Back to Home');
    }
  });

  it('answer 301 to the tools subdomain in production', async () => {
    const cases = [
      [`/headline-grader/${grader.id}`, `https://tools.wordloom.test/headline-grader/${grader.id}`],
      [`/headline-grader/${grader.id}/fr`, `https://tools.wordloom.test/headline-grader/${grader.id}/fr`],
      [
        `/tools-test/headline-grader/${grader.id}?utm_source=news`,
        `https://tools.wordloom.test/headline-grader/${grader.id}?utm_source=news`,
      ],
      ['/tools-test/headline-grader', 'https://tools.wordloom.test/headline-grader'],
      ['/tools-test', 'https://tools.wordloom.test/'],
      [`/tool/headline-grader/${grader.id}`, `https://tools.wordloom.test/headline-grader/${grader.id}`],
    ] as const;
    for (const [path, location] of cases) {
      const answer = await get(production.baseUrl, path, MAIN_HOST);
      expect(answer.status, path).toBe(301);
      expect(answer.headers.location, path).toBe(location);
    }
    expect((await get(production.baseUrl, `/headline-grader/${grader.id}`, TOOLS_HOST)).status).toBe(200);
  });

  it('keep test mode on the main domain in production, where the admin is signed in', async () => {
    const answer = await get(production.baseUrl, `/headline-grader/${grader.id}?test=true`, MAIN_HOST);
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('Headline Grader');
  });
});

describe('the tools site’s sitemap and robots.txt', () => {
  it('lists the index and the published tools, not drafts', async () => {
    const answer = await fromTools('/sitemap.xml');
    expect(answer.status).toBe(200);
    const locs = [...answer.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toContain('https://tools.wordloom.test/');
    for (const tool of [grader, withSeo, aiTool]) {
      expect(locs).toContain(`https://tools.wordloom.test/${tool.slug}/${tool.id}`);
    }
    expect(locs.some((loc) => loc?.includes(draft.id))).toBe(false);
    expect((await fromTools('/robots.txt')).body).toContain('Sitemap: https://tools.wordloom.test/sitemap.xml');
  });
});
