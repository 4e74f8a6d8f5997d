/**
 * A generation whose text cannot be saved (the record it belonged to went meanwhile, or a rule
 * refused it) fails at once with that reason and returns its words; nothing is charged or saved.
 */
import { AppErrorCode } from '@wordloom/shared/errors';
import { ZGenerationRequest } from '@wordloom/shared/schemas/ai';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startGeneration } from '../../server/src/features/ai/service.ts';
import { AppError } from '../../server/src/lib/app-error.ts';
import { aiUser, FAKE_AI, followGeneration, lastEvent } from '../helpers/ai.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { fakeOpenAI } from '../mocks/openai.ts';
import { mswServer } from '../setup/msw-node.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp(FAKE_AI);
});
afterAll(() => testApp.close());

it('fails the generation with the saving error and returns the held words', async () => {
  const fake = fakeOpenAI({ baseUrl: FAKE_AI.AI_BASE_URL, apiKey: FAKE_AI.AI_API_KEY, reply: () => 'A short answer.' });
  mswServer.use(...fake.handlers);
  const user = await aiUser(testApp.deps);
  const { generationId } = await startGeneration(testApp.deps, {
    userId: user.userId,
    request: ZGenerationRequest.parse({ kind: 'linkedin_post', inputs: { topic: 'Remote work', postLength: 'short' } }),
    onSucceeded: async () => {
      throw new AppError(AppErrorCode.BLOG_NOT_FOUND);
    },
  });

  const events = await followGeneration(user.caller, generationId);
  expect(lastEvent(events)).toEqual({ type: 'error', code: AppErrorCode.BLOG_NOT_FOUND });
  const row = await testApp.deps.db
    .selectFrom('aiGenerations')
    .select(['status', 'words', 'errorCode'])
    .where('id', '=', generationId)
    .executeTakeFirstOrThrow();
  expect(row).toEqual({ status: 'failed', words: 0, errorCode: AppErrorCode.BLOG_NOT_FOUND });
  expect(await user.caller.words.account()).toMatchObject({ availableWords: 2000, heldWords: 0 });
});
