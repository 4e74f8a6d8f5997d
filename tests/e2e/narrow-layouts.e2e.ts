import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInBrowser, signInAsAdmin } from '../helpers/browser.ts';

/** Saves an HTTP request through the API, as the admin's form would. */
async function createHttpRequest(page: Page, input: { name: string; description: string; endpointUrl: string }) {
  const status = await page.evaluate(async (fields) => {
    const response = await fetch('/trpc/httpMappings.createRequest', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        json: {
          ...fields,
          httpMethod: 'POST',
          headers: '{}',
          authType: 'none',
          authHeaderName: '',
          authQueryParam: '',
          authUsername: '',
          authSecret: '',
          fixedParameters: '{}',
          variableParameters: '{}',
          requestBody: '',
          responseMapping: '{}',
          rateLimitPerMinute: 60,
          timeoutSeconds: 30,
        },
      }),
    });
    return response.status;
  }, input);
  expect(status).toBe(200);
}

describeInBrowser('narrow layouts', ({ origin, newPage }) => {
  it('shows the whole e-mail address on the Arabic account page of a 360 px phone', async () => {
    const page = await newPage({ viewport: { width: 360, height: 740 } });
    await signInAsAdmin(page, origin);
    await page.goto(`${origin}/ar/account`);
    const email = page.locator('input[value="ada.admin@example.com"]');
    await email.waitFor();
    const fits = await email.evaluate((input) => ({
      overflow: input.scrollWidth - input.clientWidth,
      direction: getComputedStyle(input).direction,
    }));
    expect(fits).toEqual({ overflow: 0, direction: 'ltr' });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  it('gives the endpoint of an HTTP request room for whole words, not one letter per line', async () => {
    const page = await newPage();
    await signInAsAdmin(page, origin);
    await createHttpRequest(page, {
      name: 'LinkedIn post writer',
      description:
        'Writes a LinkedIn post from a topic, a tone and a length with the team’s own model behind the company gateway, and answers with the text and its hashtags.',
      endpointUrl: 'https://93.184.216.34/v1/workflows/linkedin-post-writer/run?variant=long-form&trace=on',
    });
    await page.goto(`${origin}/admin/http-mappings`);
    const endpoint = page.getByText('https://93.184.216.34/v1/workflows/', { exact: false });
    await endpoint.waitFor();
    const box = await endpoint.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(200);
  });
});
