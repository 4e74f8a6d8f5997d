import { estimateWords } from '@wordloom/shared/domain/word-count';
import { AppErrorCode } from '@wordloom/shared/errors';
import { type TGenerationRequest, ZGenerationRequest, ZKeywordIdeas, ZTitleIdeas } from '@wordloom/shared/schemas/ai';
import { describe, expect, it } from 'vitest';
import { renderPrompt } from '../../server/src/features/ai/prompts.ts';
import {
  createMappingWriter,
  type ExecuteMapping,
  type MappingAnswer,
} from '../../server/src/lib/ai/mapping-writer.ts';
import { composeDraft, createOfflineComposer } from '../../server/src/lib/ai/offline-composer.ts';
import type { AnswerDetails, WriterCall } from '../../server/src/lib/ai/writer.ts';

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

  it('asks for an outline of exactly the headings wanted, with every article input', () => {
    const prompt = renderPrompt(request({ kind: 'article_outline', inputs: outlineInputs }));
    expect(prompt.version).toBe('article_outline.v1');
    expect(prompt.system).toContain('exactly 5 section headings');
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
      'Number of headings: 5',
    ]);
  });

  it('gives the body its outline, heading by heading', () => {
    const prompt = renderPrompt(
      request({ kind: 'article_body', inputs: { ...outlineInputs, outline: ['Costs', 'Installation'] } }),
    );
    expect(prompt.user).toContain('Outline:\n"""\n- Costs\n- Installation\n"""');
    expect(prompt.system).toContain('level-2 heading');
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
    const good = createMappingWriter(answering({ body: { titles: [{ title: 'Solar 101', description: 'Basics.' }] } }));
    expect(await good.generateObject(call(titles), ZTitleIdeas)).toEqual({
      titles: [{ title: 'Solar 101', description: 'Basics.' }],
    });
    const bad = createMappingWriter(answering({ body: { titles: 'Solar 101' } }));
    await expect(bad.generateObject(call(titles), ZTitleIdeas)).rejects.toMatchObject({
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

  it('suggests keyword variations, with review keywords for a product review', async () => {
    const ideas = await composer.generateObject(
      call(request({ kind: 'article_keywords', inputs: { keyword: 'Standing Desks', contentType: 'Product Review' } })),
      ZKeywordIdeas,
    );
    expect(ideas.keywords.map((idea) => idea.keyword)).toEqual([
      'standing desks',
      'what is standing desks',
      'standing desks guide',
      'standing desks tips',
      'standing desks for beginners',
      'standing desks examples',
      'best standing desks',
      'standing desks checklist',
      'standing desks review',
      'standing desks pros and cons',
    ]);
  });

  it('fills an outline of many headings and always ends with a conclusion', () => {
    const draft = composeDraft(
      request({
        kind: 'article_outline',
        inputs: {
          keyword: 'solar panels',
          title: 'Solar Panels',
          headingsCount: 12,
          selectedKeywords: ['net metering'],
        },
      }),
    );
    const headings = draft.split('\n');
    expect(headings).toHaveLength(12);
    expect(headings[8]).toBe('Net Metering Explained');
    expect(headings[9]).toBe('Solar Panels: Part 10');
    expect(headings.at(-1)).toBe('Conclusion');
  });
});
