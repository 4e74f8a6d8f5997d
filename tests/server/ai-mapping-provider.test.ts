import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { countWords } from '@wordloom/shared/domain/word-count';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getWordAccount } from '../../server/src/features/words/service.ts';
import { aiUser, followGeneration, lastEvent, streamedText } from '../helpers/ai.ts';
import { httpRequestForm } from '../helpers/http-requests.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * The mapping provider end to end: the admin's HTTP request and mapping in the database, the real
 * guarded HTTP call to an automation endpoint, the spec's answer fields, and the words charged.
 */

const POST = 'We shipped our new onboarding today. Three lessons from building it in public.';

let testApp: TestApp;
let endpoint: Server;
let endpointUrl: string;
const received: { authorization: string | undefined; body: unknown }[] = [];
/** The post the automation endpoint answers with. */
let answeredPost = POST;

beforeAll(async () => {
  // The automation endpoint runs on this machine, so the guard must let loopback through.
  testApp = await createTestApp({ OUTBOUND_ALLOW_LOOPBACK: 'true' });
  endpoint = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({ authorization: request.headers.authorization, body: JSON.parse(body) });
      response.setHeader('content-type', 'application/json');
      // An array answer: the spec reads its first element.
      response.end(
        JSON.stringify([{ linkedin_post: answeredPost, executionId: 'exec-7', additionalData: { run: 12 } }]),
      );
    });
  });
  await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
  endpointUrl = `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}/webhook/linkedinpost`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => endpoint.close(() => resolve()));
  await testApp.close();
});

async function configureMapping(key: string) {
  const admin = await aiUser(testApp.deps, { admin: true });
  const request = await admin.caller.httpMappings.createRequest(
    httpRequestForm({
      name: 'LinkedIn post automation',
      endpointUrl,
      authType: 'bearer',
      authSecret: 'automation-secret',
    }),
  );
  await admin.caller.httpMappings.createMapping({
    key,
    requestId: request.id,
    description: '',
    samplePayload: '',
    expectedResponseSchema: '',
    responseDisplayMapping: '',
    payloadTransformTemplate: '',
    enabled: true,
  });
  return admin;
}

describe('the HTTP mapping writer', () => {
  it('can be chosen only while an enabled mapping exists; disabled, the default provider takes over', async () => {
    const admin = await aiUser(testApp.deps, { admin: true });
    const mappingStatus = async () =>
      (await admin.caller.ai.admin.settings()).providers.find((provider) => provider.id === 'mapping')?.configured;
    expect(await mappingStatus()).toBe(false);
    await expect(admin.caller.ai.admin.setActiveProvider({ provider: 'mapping' })).rejects.toMatchObject({
      message: 'VALIDATION',
    });

    await configureMapping('article.outline');
    expect(await mappingStatus()).toBe(true);
    await admin.caller.ai.admin.setActiveProvider({ provider: 'mapping' });
    expect((await admin.caller.ai.admin.settings()).activeProvider).toBe('mapping');

    const [outline] = (await admin.caller.httpMappings.listMappings()).filter(({ key }) => key === 'article.outline');
    await admin.caller.httpMappings.setMappingEnabled({ id: outline!.id, enabled: false });
    expect(await mappingStatus()).toBe(false);
    expect((await admin.caller.ai.admin.settings()).activeProvider).toBe('offline');
  });

  it('writes a LinkedIn post through the LinkedinPost_Gemini mapping and charges its words', async () => {
    const admin = await configureMapping('LinkedinPost_Gemini');
    await admin.caller.ai.admin.setActiveProvider({ provider: 'mapping' });
    const user = await aiUser(testApp.deps, { words: 1000 });

    const { generationId } = await user.caller.ai.start({
      request: { kind: 'linkedin_post', inputs: { topic: 'Building onboarding in public' } },
    });
    const events = await followGeneration(user.caller, generationId);

    expect(streamedText(events)).toBe(POST);
    expect(lastEvent(events)).toEqual({
      type: 'done',
      text: POST,
      words: countWords(POST),
      result: { executionId: 'exec-7', additionalData: { run: 12 } },
    });
    expect(received.at(-1)).toMatchObject({
      authorization: 'Bearer automation-secret',
      body: { topic: 'Building onboarding in public' },
    });
    const account = await getWordAccount(testApp.deps.db, { userId: user.userId });
    expect(account).toMatchObject({ availableWords: 1000 - countWords(POST), heldWords: 0 });
    const row = await testApp.deps.db
      .selectFrom('aiGenerations')
      .select(['provider', 'status', 'words'])
      .where('id', '=', generationId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ provider: 'mapping', status: 'succeeded', words: countWords(POST) });
  });

  it('cuts a post longer than the words held at the last of them, says so, and charges the hold', async () => {
    const admin = await configureMapping('linkedin.create_post');
    await admin.caller.ai.admin.setActiveProvider({ provider: 'mapping' });
    const user = await aiUser(testApp.deps, { words: 1000 });
    answeredPost = Array.from({ length: 20 }, () => POST).join('\n\n');
    try {
      const { generationId } = await user.caller.ai.start({
        request: { kind: 'linkedin_post', inputs: { topic: 'Building onboarding in public', postLength: 'short' } },
      });
      const events = await followGeneration(user.caller, generationId);

      const cut = streamedText(events);
      expect(answeredPost.startsWith(cut)).toBe(true);
      expect(countWords(cut)).toBe(150);
      expect(lastEvent(events)).toMatchObject({ type: 'done', text: cut, words: 150, truncated: true });
      const account = await getWordAccount(testApp.deps.db, { userId: user.userId });
      expect(account).toMatchObject({ availableWords: 1000 - 150, heldWords: 0 });
    } finally {
      answeredPost = POST;
    }
  });
});
