import { estimateWords } from '@wordloom/shared/domain/word-count';
import { AppErrorCode } from '@wordloom/shared/errors';
import {
  type TGenerationRequest,
  ZGenerationRequest,
  ZKeywordIdeas,
  ZKeywordSelectResponse,
} from '@wordloom/shared/schemas/ai';
import { afterEach, describe, expect, it } from 'vitest';
import { PROMPT_VERSION, renderPrompt } from '../../server/src/features/ai/prompts.ts';
import {
  createMappingWriter,
  type ExecuteMapping,
  type MappingAnswer,
} from '../../server/src/lib/ai/mapping-writer.ts';
import { composeDraft, createOfflineComposer } from '../../server/src/lib/ai/offline-composer.ts';
import { createOpenAICompatibleWriter } from '../../server/src/lib/ai/openai-compatible.ts';
import { type StructuredKind, schemaOf } from '../../server/src/lib/ai/structured.ts';
import type { AnswerDetails, WriterCall } from '../../server/src/lib/ai/writer.ts';
import { FAKE_AI } from '../helpers/ai.ts';
import { type FakeOpenAI, fakeOpenAI } from '../mocks/openai.ts';
import { mswServer } from '../setup/msw-node.ts';

function request(raw: unknown): TGenerationRequest {
  return ZGenerationRequest.parse(raw);
}

const outlineInputs = {
  keyword: 'solar panels',
  country: 'US',
  language: 'es',
  contentType: 'How-to Guide',
  selectedKeywords: ['solar panel cost', 'solar incentives'],
  title: 'Solar Panels at Home',
  headingsCount: 5,
  writingStyle: 'Friendly and practical',
  pointOfView: 'first_person_plural',
  expertGuidance: 'Mention net metering.',
  suggestedHeadings: ['What solar panels cost', 'How installation works'],
  bodyBrief: 'For homeowners who are new to solar.',
};

const bodyInputs = {
  ...outlineInputs,
  outline: [
    { heading: 'Costs', points: ['Buying', 'Running costs'] },
    { heading: 'Installation', points: ['Roof check'] },
  ],
  internalLinks: [{ title: 'Net metering explained', url: '/energy/en/net-metering' }],
};

function call(generationRequest: TGenerationRequest, onAnswerDetails?: (details: AnswerDetails) => void): WriterCall {
  return {
    prompt: renderPrompt(generationRequest),
    request: generationRequest,
    userId: 'user-1',
    maxWords: estimateWords(generationRequest),
    signal: new AbortController().signal,
    onAnswerDetails,
  };
}

async function collect(pieces: AsyncIterable<string>): Promise<string[]> {
  const collected: string[] = [];
  for await (const piece of pieces) collected.push(piece);
  return collected;
}

describe('prompts', () => {
  it('fills the LinkedIn template with the inputs given and leaves the others out', () => {
    const prompt = renderPrompt(
      request({
        kind: 'linkedin_post',
        inputs: {
          topic: 'Remote work',
          language: 'de',
          postLength: 'long',
          writingStyle: 'storytelling',
          icp: 'Engineering managers',
          templateStructure: 'Hook\nStory\nLesson',
        },
      }),
    );
    expect(prompt.version).toBe('linkedin_post.v1');
    expect(prompt.system).toContain('Write everything in German.');
    expect(prompt.user).toBe(
      [
        'Topic: Remote work',
        'Language: German',
        'Length: long: about 250 to 400 words',
        'Writing style: storytelling',
        'Target audience: Engineering managers',
        'Follow this structure:\n"""\nHook\nStory\nLesson\n"""',
      ].join('\n'),
    );
  });

  it('keeps a language given by name, as the spec stores it', () => {
    const prompt = renderPrompt(request({ kind: 'linkedin_post', inputs: { topic: 'Remote work' } }));
    expect(prompt.system).toContain('Write everything in English.');
    expect(prompt.user).toContain('Length: medium: about 120 to 200 words');
    expect(prompt.user).not.toContain('Target audience');
  });

  it('versions every article template', () => {
    expect(PROMPT_VERSION).toMatchObject({
      article_keywords: 'article_keywords.v2',
      article_titles: 'article_titles.v2',
      article_outline: 'article_outline.v2',
      article_body: 'article_body.v2',
      article_section: 'article_section.v1',
      article_translation: 'article_translation.v1',
    });
  });

  it('asks for 8 to 12 keywords with intent and a relevance note', () => {
    const prompt = renderPrompt(
      request({ kind: 'article_keywords', inputs: { keyword: 'solar panels', country: 'DE', language: 'de' } }),
    );
    expect(prompt.version).toBe('article_keywords.v2');
    expect(prompt.system).toContain('8 to 12 related keywords');
    expect(prompt.system).toContain('informational, navigational, commercial, transactional');
    expect(prompt.system).toContain('{"keywords": [{"keyword": string, "intent": string, "relevance": string}]}');
    expect(prompt.user.split('\n')).toEqual([
      'Main keyword: solar panels',
      'Target country: Germany (DE)',
      'Language: German',
      'Content type: Blog Post',
    ]);
  });

  it('asks for the keyword select response, with the pages that rank today', () => {
    const prompt = renderPrompt(
      request({
        kind: 'article_titles',
        inputs: {
          keyword: 'solar panels',
          selectedKeywords: ['solar panel cost'],
          competingPages: [{ title: 'Solar 101', url: 'https://example.com/solar', snippet: 'The basics.' }],
        },
      }),
    );
    expect(prompt.version).toBe('article_titles.v2');
    for (const field of [
      'titlesAndShortDescription',
      'articleoutline',
      'promptforbody',
      'Introduction',
      'key_takeaways',
    ]) {
      expect(prompt.system).toContain(`"${field}"`);
    }
    expect(prompt.system).toContain('30 to 60 characters');
    expect(prompt.system).toContain('120 to 156 characters');
    expect(prompt.system).toContain('does better than these');
    expect(prompt.user).toContain('Also cover these keywords: solar panel cost');
    expect(prompt.user).toContain('Pages ranking today: 1. Solar 101 (https://example.com/solar): The basics.');
  });

  it('asks for outline options of exactly the sections wanted, with every article input', () => {
    const prompt = renderPrompt(request({ kind: 'article_outline', inputs: outlineInputs }));
    expect(prompt.version).toBe('article_outline.v2');
    expect(prompt.system).toContain('2 or 3 outline options');
    expect(prompt.system).toContain('exactly 5 sections');
    expect(prompt.system).toContain('2 to 4 points');
    expect(prompt.system).toContain('Write everything in Spanish.');
    expect(prompt.user.split('\n')).toEqual([
      'Main keyword: solar panels',
      'Target country: United States (US)',
      'Language: Spanish',
      'Content type: How-to Guide',
      'Also cover these keywords: solar panel cost, solar incentives',
      'Title: Solar Panels at Home',
      'Writing style: Friendly and practical',
      'Point of view: first person plural (we, us, our)',
      'Expert guidance: Mention net metering.',
      'Number of sections: 5',
      'Suggested headings:',
      '"""',
      '- What solar panels cost',
      '- How installation works',
      '"""',
      'Brief for the article: For homeowners who are new to solar.',
    ]);
  });

  it('gives the body its outline with points, in the order the sections are read back', () => {
    const prompt = renderPrompt(request({ kind: 'article_body', inputs: bodyInputs }));
    expect(prompt.version).toBe('article_body.v2');
    expect(prompt.user).toContain(
      'Outline:\n"""\n1. Costs\n   - Buying\n   - Running costs\n2. Installation\n   - Roof check\n"""',
    );
    expect(prompt.user).toContain('Net metering explained: /energy/en/net-metering');
    const order = ['# )', 'Key takeaways', 'Each outline section in order', '"FAQ"'].map((part) =>
      prompt.system.indexOf(part),
    );
    expect(order.every((place) => place >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(prompt.system).toContain('first sentence contains the main keyword');
    expect(prompt.system).toContain('under 120 words');
  });

  it('leaves out the takeaways and the FAQ when they are not wanted', () => {
    const prompt = renderPrompt(
      request({ kind: 'article_body', inputs: { ...bodyInputs, includeKeyTakeaways: false, includeFaq: false } }),
    );
    expect(prompt.system).not.toContain('Key takeaways');
    expect(prompt.system).not.toContain('"FAQ"');
    expect(prompt.system).toContain('3. Each outline section in order');
  });

  it('rewrites one section with its note and the other headings as context', () => {
    const prompt = renderPrompt(
      request({
        kind: 'article_section',
        inputs: {
          ...bodyInputs,
          section: { kind: 'section', heading: 'Costs', points: ['Buying'], current: 'Panels cost money.' },
          note: 'Make it shorter',
        },
      }),
    );
    expect(prompt.version).toBe('article_section.v1');
    expect(prompt.system).toContain("Answer with the part's content only, in markdown, without its heading line.");
    expect(prompt.user).toContain('Heading of the part: Costs');
    expect(prompt.user).toContain('The other sections of the article: - Installation');
    expect(prompt.user).toContain('The part as it is now: Panels cost money.');
    expect(prompt.user).toContain('Note from the user: Make it shorter');
  });

  it('asks for a translation that keeps the HTML and gives a slug in the target language', () => {
    const prompt = renderPrompt(
      request({
        kind: 'article_translation',
        inputs: { sourceLanguage: 'en', targetLanguage: 'fr', title: 'Solar at home', html: '<p>Hello</p>' },
      }),
    );
    expect(prompt.version).toBe('article_translation.v1');
    expect(prompt.system).toContain('from English into French');
    expect(prompt.system).toContain('keep every tag, attribute and link target exactly as it is');
    expect(prompt.system).toContain('"slug": string');
    expect(prompt.user).toContain('HTML: <p>Hello</p>');
  });
});

describe('OpenAI-compatible writer, structured article steps', () => {
  let fake: FakeOpenAI;
  afterEach(() => mswServer.resetHandlers());

  function writerAnswering(structured?: () => unknown, failure?: 'malformed') {
    fake = fakeOpenAI({
      baseUrl: FAKE_AI.AI_BASE_URL,
      apiKey: FAKE_AI.AI_API_KEY,
      ...(structured ? { structured } : {}),
    });
    if (failure) fake.failWith(failure);
    mswServer.use(...fake.handlers);
    return createOpenAICompatibleWriter({
      baseUrl: FAKE_AI.AI_BASE_URL,
      apiKey: FAKE_AI.AI_API_KEY,
      model: FAKE_AI.AI_MODEL,
      timeoutMs: 5000,
    });
  }

  const steps: [StructuredKind, TGenerationRequest, unknown][] = [
    [
      'article_keywords',
      request({ kind: 'article_keywords', inputs: { keyword: 'solar panels' } }),
      { keywords: [{ keyword: 'solar panel cost', intent: ' Commercial ', relevance: 'Buyers compare prices.' }] },
    ],
    [
      'article_titles',
      request({ kind: 'article_titles', inputs: { keyword: 'solar panels' } }),
      {
        titlesAndShortDescription: [{ title: 'Solar Panels: A Guide', description: 'All about solar panels.' }],
        articleoutline: ['What solar panels are'],
        promptforbody: 'For homeowners.',
        Introduction: 'Solar panels turn light into power.',
        key_takeaways: ['Check your roof first.'],
      },
    ],
    [
      'article_outline',
      request({ kind: 'article_outline', inputs: outlineInputs }),
      { outlines: [{ angle: 'Step by step', sections: [{ heading: 'Costs', points: ['Buying'] }] }] },
    ],
    [
      'article_translation',
      request({
        kind: 'article_translation',
        inputs: { sourceLanguage: 'en', targetLanguage: 'fr', title: 'Solar', html: '<p>Hi</p>' },
      }),
      { title: 'Solaire', metaDescription: 'Tout sur le solaire.', slug: 'solaire', html: '<p>Salut</p>' },
    ],
  ];

  it.each(steps)(
    'parses a valid %s answer, asked for with its JSON schema',
    async (kind, generationRequest, answer) => {
      const writer = writerAnswering(() => answer);
      const result = await writer.generateObject(call(generationRequest), schemaOf(kind));
      expect(result).toEqual(schemaOf(kind).parse(answer));
      const [sent] = fake.requests;
      expect(sent!.responseFormat?.json_schema?.name).toBe(kind);
      expect(sent!.messages[0]!.content).toBe(renderPrompt(generationRequest).system);
    },
  );

  it('reads the intent leniently: any case, spaces around it', async () => {
    const writer = writerAnswering(() => steps[0]![2]);
    const ideas = await writer.generateObject(call(steps[0]![1]), ZKeywordIdeas);
    expect(ideas.keywords[0]!.intent).toBe('commercial');
  });

  it.each(steps)(
    'fills the %s schema the way a model would, and the answer validates',
    async (kind, generationRequest) => {
      const writer = writerAnswering();
      await expect(writer.generateObject(call(generationRequest), schemaOf(kind))).resolves.toBeTruthy();
    },
  );

  it.each(steps)('fails a malformed %s answer with a clear error', async (kind, generationRequest) => {
    const writer = writerAnswering(undefined, 'malformed');
    await expect(writer.generateObject(call(generationRequest), schemaOf(kind))).rejects.toMatchObject({
      appCode: AppErrorCode.AI_PROVIDER_FAILED,
      detail: "the provider's answer did not match the expected format",
    });
  });

  it('fails an answer of the wrong shape (titles without their list) with the same error', async () => {
    const writer = writerAnswering(() => ({ titles: [{ title: 'Solar 101' }] }));
    await expect(writer.generateObject(call(steps[1]![1]), ZKeywordSelectResponse)).rejects.toMatchObject({
      appCode: AppErrorCode.AI_PROVIDER_FAILED,
      detail: "the provider's answer did not match the expected format",
    });
  });
});

describe('mapping writer', () => {
  const linkedIn = request({ kind: 'linkedin_post', inputs: { topic: 'Remote work' } });

  function answering(answer: Partial<MappingAnswer>, seen: Parameters<ExecuteMapping>[] = []): ExecuteMapping {
    return async (...args) => {
      seen.push(args);
      return { mappingKey: 'linkedin.create_post', status: 200, body: null, mapped: null, success: true, ...answer };
    };
  }

  it.each(['linkedinPost', 'linkedin_post', 'post', 'content'])(
    'reads the post from "%s", as one piece',
    async (field) => {
      const writer = createMappingWriter(answering({ body: { [field]: 'A post from the mapping.' } }));
      expect(await collect(writer.streamText(call(linkedIn)))).toEqual(['A post from the mapping.']);
    },
  );

  it('tries the spec keys with the inputs and prompt, and passes on executionId and additionalData', async () => {
    const seen: Parameters<ExecuteMapping>[] = [];
    const writer = createMappingWriter(
      answering(
        {
          body: { post: 'ignored' },
          mapped: { linkedinPost: 'Mapped post.', executionId: 'exec-42', additionalData: { workflow: 'w1' } },
        },
        seen,
      ),
    );
    let details: AnswerDetails = {};
    const pieces = await collect(writer.streamText(call(linkedIn, (answer) => (details = answer))));

    expect(pieces).toEqual(['Mapped post.']);
    expect(details).toEqual({ executionId: 'exec-42', additionalData: { workflow: 'w1' } });
    const [keys, input] = seen[0]!;
    expect(keys).toEqual(['linkedin.create_post', 'LinkedinPost_Gemini']);
    expect(input).toMatchObject({ userId: 'user-1', executionContext: 'linkedin_post' });
    expect(input.formData).toMatchObject({
      topic: 'Remote work',
      language: 'English',
      promptVersion: 'linkedin_post.v1',
    });
    expect(String(input.formData.prompt)).toContain('Topic: Remote work');
  });

  it('reads the first element of an array answer', async () => {
    const writer = createMappingWriter(answering({ body: [{ content: 'First.' }, { content: 'Second.' }] }));
    expect(await collect(writer.streamText(call(linkedIn)))).toEqual(['First.']);
  });

  it('fails clearly on a failed call or an answer without text', async () => {
    const failing = createMappingWriter(answering({ status: 502, success: false }));
    await expect(collect(failing.streamText(call(linkedIn)))).rejects.toMatchObject({
      appCode: AppErrorCode.AI_PROVIDER_FAILED,
      detail: 'the mapping "linkedin.create_post" answered with a failure (HTTP 502)',
    });
    const empty = createMappingWriter(answering({ body: { message: 'ok' } }));
    await expect(collect(empty.streamText(call(linkedIn)))).rejects.toMatchObject({
      appCode: AppErrorCode.AI_PROVIDER_FAILED,
      detail: "the provider's answer did not match the expected format",
    });
  });

  it('parses a list step from its field with the step schema', async () => {
    const titles = request({ kind: 'article_titles', inputs: { keyword: 'solar panels' } });
    const good = createMappingWriter(
      answering({ body: { titlesAndShortDescription: [{ title: 'Solar 101', description: 'Basics.' }] } }),
    );
    expect(await good.generateObject(call(titles), ZKeywordSelectResponse)).toEqual({
      titlesAndShortDescription: [{ title: 'Solar 101', description: 'Basics.' }],
      articleoutline: [],
      promptforbody: '',
      Introduction: '',
      key_takeaways: [],
    });
    const bad = createMappingWriter(answering({ body: { titlesAndShortDescription: 'Solar 101' } }));
    await expect(bad.generateObject(call(titles), ZKeywordSelectResponse)).rejects.toMatchObject({
      detail: "the provider's answer did not match the expected format",
    });
  });
});

describe('offline composer', () => {
  const composer = createOfflineComposer();

  it('follows the template structure, section by section', () => {
    const draft = composeDraft(
      request({
        kind: 'linkedin_post',
        inputs: {
          topic: 'Code review',
          writingStyle: 'casual',
          icp: 'tech leads',
          templateStructure: '1. Hook\n2) Problem:\n- Solution\n\nCTA',
          intent: 'educate',
        },
      }),
    );
    const paragraphs = draft.split('\n\n');
    expect(paragraphs.slice(0, 3)).toEqual([
      "Let's talk about this: Code review.",
      'This one is for tech leads.',
      'The problem is rarely a lack of ideas. It is finding the time and the consistency to act on them.',
    ]);
    const solution = paragraphs.findIndex((paragraph) => paragraph.startsWith('→ '));
    expect(solution).toBeGreaterThan(2);
    expect(paragraphs.slice(solution + 1)).toEqual([
      'My aim with this post is simple: to share what is worth knowing, so you can put it to use today.',
      'Save this post for later, and share it with someone who is learning about it.',
      '#CodeReview #LinkedIn',
    ]);
  });

  it('opens with a hook even when the template has none', () => {
    const draft = composeDraft(
      request({ kind: 'linkedin_post', inputs: { topic: 'Code review', templateStructure: 'Story\nLesson' } }),
    );
    const paragraphs = draft.split('\n\n');
    expect(paragraphs[0]).toBe('Code review: what matters, and what to do about it.');
    expect(paragraphs[1]).toBe(
      'A pattern I keep seeing: the first attempt is rushed, the second is better, and by the fifth it feels natural.',
    );
    expect(paragraphs.at(-2)).toBe('What would you add? Share your view in the comments.');
    expect(draft).not.toMatch(/[[\]]/u);
  });

  it('makes hashtags of the topic words that carry meaning', () => {
    const draft = composeDraft(
      request({
        kind: 'linkedin_post',
        inputs: { topic: 'Why small teams should write weekly posts about their work' },
      }),
    );
    expect(draft.split('\n\n').at(-1)).toBe('#Teams #Posts');
  });

  it('writes longer posts for longer lengths', () => {
    const words = (postLength: string) =>
      composeDraft(request({ kind: 'linkedin_post', inputs: { topic: 'Remote work', postLength } })).split(/\s+/)
        .length;
    expect(words('short')).toBeLessThan(words('medium'));
    expect(words('medium')).toBeLessThan(words('long'));
  });

  it('streams its draft word by word, and stops when aborted', async () => {
    const linkedIn = request({ kind: 'linkedin_post', inputs: { topic: 'Remote work' } });
    const pieces = await collect(composer.streamText(call(linkedIn)));
    expect(pieces.length).toBeGreaterThan(20);
    expect(pieces.join('')).toBe(composeDraft(linkedIn));

    const abort = new AbortController();
    const stopped: string[] = [];
    await expect(
      (async () => {
        for await (const piece of composer.streamText({ ...call(linkedIn), signal: abort.signal })) {
          stopped.push(piece);
          if (stopped.length === 3) abort.abort('cancelled');
        }
      })(),
    ).rejects.toBe('cancelled');
    expect(stopped).toHaveLength(3);
  });
});
