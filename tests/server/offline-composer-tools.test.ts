import { AppErrorCode } from '@wordloom/shared/errors';
import { type TToolRunInputs, ZGenerationRequest } from '@wordloom/shared/schemas/ai';
import { describe, expect, it } from 'vitest';
import { renderPrompt } from '../../server/src/features/ai/prompts.ts';
import { composeToolList } from '../../server/src/lib/ai/composer/tool.ts';
import { createOfflineComposer } from '../../server/src/lib/ai/offline-composer.ts';
import { AppError } from '../../server/src/lib/app-error.ts';

/**
 * The template composer's answers for AI tools: a numbered list of the recipe's size about the
 * run's topic, which the public result card shows as a list.
 */

function inputs(overrides: Partial<TToolRunInputs>): TToolRunInputs {
  return {
    toolName: 'Headline Generator',
    language: 'en',
    prompt: 'Write headlines about remote work for small teams.',
    recipe: 'headlines',
    topic: 'remote work for small teams',
    values: {},
    ...overrides,
  };
}

/** The items of a numbered markdown list; fails when a line is not an item numbered in order. */
function items(list: string): string[] {
  return list.split('\n').map((line, index) => {
    const prefix = `${index + 1}. `;
    expect(line.startsWith(prefix), line).toBe(true);
    return line.slice(prefix.length);
  });
}

function refusal(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('The composer wrote a list');
}

describe('headlines', () => {
  it('writes 10 different headlines, each with the topic in title case and none that is the topic alone', () => {
    const headlines = items(composeToolList(inputs({ recipe: 'headlines' })));
    expect(headlines).toHaveLength(10);
    expect(new Set(headlines).size).toBe(10);
    for (const headline of headlines) {
      expect(headline).toContain('Remote Work for Small Teams');
      expect(headline).not.toBe('Remote Work for Small Teams');
    }
    expect(headlines[0]).toBe('7 Things to Know About Remote Work for Small Teams');
  });

  it('keeps a topic typed with its own capitals', () => {
    for (const headline of items(composeToolList(inputs({ topic: 'GraphQL caching' })))) {
      expect(headline).toContain('GraphQL caching');
    }
  });
});

describe('LinkedIn opening lines', () => {
  it('writes 8 different lines in English, each naming the topic and starting with a capital', () => {
    const hooks = items(composeToolList(inputs({ recipe: 'linkedin_hooks', topic: 'pair programming for new hires' })));
    expect(hooks).toHaveLength(8);
    expect(new Set(hooks).size).toBe(8);
    for (const hook of hooks) expect(hook.toLowerCase()).toContain('pair programming for new hires');
    expect(hooks[0]).toBe('Pair programming for new hires: what matters, and what to do about it.');
    expect(hooks).toContain("Let's talk about this: pair programming for new hires.");
  });

  it("writes in the tool's language when the composer has it", () => {
    const french = items(
      composeToolList(inputs({ recipe: 'linkedin_hooks', language: 'fr', topic: 'le télétravail' })),
    );
    expect(french).toHaveLength(8);
    for (const hook of french) expect(hook.toLowerCase()).toContain('le télétravail');
    expect(french.join(' ')).not.toContain('what matters');

    const japanese = items(
      composeToolList(inputs({ recipe: 'linkedin_hooks', language: 'ja', topic: 'リモートワーク' })),
    );
    expect(japanese[0]).toBe('リモートワーク：大切なことと、今できること。');
    // Sentences in Japanese follow each other without a space.
    expect(japanese[6]).toBe(
      '問題はアイデアが足りないことではなく、実行する時間と継続する力を見つけることです。今日の話題：リモートワーク。',
    );
  });
});

describe('meta descriptions', () => {
  it.each(['SEO', 'remote work for small teams', 'accounting software for freelance designers in Europe'])(
    'writes 5 different descriptions of 120–156 characters about "%s"',
    (topic) => {
      const descriptions = items(composeToolList(inputs({ recipe: 'meta_descriptions', topic })));
      expect(descriptions).toHaveLength(5);
      expect(new Set(descriptions).size).toBe(5);
      for (const description of descriptions) {
        expect([...description].length).toBeGreaterThanOrEqual(120);
        expect([...description].length).toBeLessThanOrEqual(156);
        expect(description.toLowerCase()).toContain(topic.toLowerCase());
        expect(description).toMatch(/^\p{Lu}/u);
      }
    },
  );
});

describe('the topic', () => {
  it('is trimmed of its end punctuation and doubled spaces', () => {
    const [first] = items(composeToolList(inputs({ recipe: 'linkedin_hooks', topic: '  remote   work!  ' })));
    expect(first).toBe('Remote work: what matters, and what to do about it.');
  });

  it('is the first sentence of a long pasted paragraph', () => {
    const topic =
      'Onboarding remote engineers. We hired twelve people this year and learned that the first week decides almost everything about how quickly they contribute.';
    const [first] = items(composeToolList(inputs({ recipe: 'linkedin_hooks', topic })));
    expect(first).toBe('Onboarding remote engineers: what matters, and what to do about it.');
  });
});

describe('refusals', () => {
  it('says a tool without a recipe needs an AI provider', () => {
    const error = refusal(() => composeToolList(inputs({ recipe: 'none' })));
    expect(error.appCode).toBe(AppErrorCode.AI_PROVIDER_FAILED);
    expect(error.detail).toBe('this tool needs an AI provider');
  });

  it('refuses to write without a topic', () => {
    const error = refusal(() => composeToolList(inputs({ topic: ' … ' })));
    expect(error.appCode).toBe(AppErrorCode.AI_PROVIDER_FAILED);
    expect(error.detail).toBe('the template composer needs a value to write about');
  });
});

describe('through the composer writer', () => {
  it("streams the recipe's list for a tool_run request, the same every time", async () => {
    const request = ZGenerationRequest.parse({ kind: 'tool_run', inputs: inputs({ recipe: 'meta_descriptions' }) });
    const call = {
      prompt: renderPrompt(request),
      request,
      userId: 'anonymous',
      maxWords: 400,
      signal: new AbortController().signal,
    };
    const pieces: string[] = [];
    for await (const piece of createOfflineComposer().streamText(call)) pieces.push(piece);
    expect(pieces.length).toBeGreaterThan(5);
    expect(pieces.join('')).toBe(composeToolList(inputs({ recipe: 'meta_descriptions' })));
  });

  it("renders the tool's prompt as the user message, and the tool's name and language in the system message", () => {
    const prompt = renderPrompt(
      ZGenerationRequest.parse({ kind: 'tool_run', inputs: inputs({ language: 'de', prompt: 'Write 10 headlines.' }) }),
    );
    expect(prompt.user).toBe('Write 10 headlines.');
    expect(prompt.system).toContain('the online tool "Headline Generator"');
    expect(prompt.system).toContain('Write everything in German.');
    expect(prompt.version).toBe('tool_run.v1');
  });
});
