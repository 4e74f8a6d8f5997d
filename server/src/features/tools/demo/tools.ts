/**
 * The demo tools of a fresh `npm start`, as an admin would fill the builder: three published AI
 * tools that work offline (the template composer answers by their recipe when no AI provider is
 * configured; a configured provider gets their prompt), and one draft webhook tool pointed at the
 * readability checker `npm run fakes` serves (reachable once OUTBOUND_ALLOW_LOOPBACK is set in
 * development). No preview image: the builder takes an uploaded one or an outside https image.
 */
import type { TCreateToolForm, TToolField } from '@wordloom/shared/schemas/tools';

/** Where `npm run fakes` (default port) answers the draft webhook tool. */
export const DEMO_READABILITY_WEBHOOK_URL = 'http://127.0.0.1:4010/tools/readability';

function field(
  fieldName: string,
  fieldType: TToolField['fieldType'],
  label: string,
  rest: Partial<Omit<TToolField, 'fieldName' | 'fieldType' | 'label'>> = {},
): TToolField {
  return { fieldName, label, fieldType, placeholder: '', options: [], isRequired: false, validationRules: {}, ...rest };
}

/** Options whose value is what the prompt reads, so a model gets words rather than codes. */
function options(...labels: string[]): TToolField['options'] {
  return labels.map((label) => ({ value: label.toLowerCase(), label }));
}

const NO_WEBHOOK: TCreateToolForm['webhook'] = {
  webhookUrl: '',
  httpMethod: 'POST',
  timeoutSeconds: 30,
  payloadTemplate: '',
  responseMapping: { success: '', data: '', error: '' },
  headers: '',
  secretHeaderName: '',
  secretHeaderValue: '',
};

const NO_CHAINING: TCreateToolForm['chaining'] = { nextToolId: null, dataMapping: {} };

function seo(pageTitle: string, metaDescription: string): TCreateToolForm['seo'] {
  return {
    pageTitle,
    metaDescription,
    ogTitle: pageTitle,
    ogDescription: metaDescription,
    ogImage: '',
    twitterTitle: pageTitle,
    twitterDescription: metaDescription,
    twitterImage: '',
    canonicalUrl: '',
    // Empty: the page's default SoftwareApplication JSON-LD.
    structuredData: '',
  };
}

const lines = (...text: string[]) => text.join('\n');

export const DEMO_TOOLS: TCreateToolForm[] = [
  {
    name: 'Headline Generator',
    slug: 'headline-generator',
    description:
      'Ten headline ideas for your next article or landing page, written for your topic, your readers and the tone you choose.',
    howItWorks: lines(
      'Type the topic of your article, and who it is for if you know.',
      'Pick a tone and select Execute Tool.',
      'You get ten headlines in different formats (lists, how-tos, questions, clear benefits) to use as they are or to combine.',
    ),
    previewImage: '',
    status: 'published',
    languageCode: 'en',
    runner: 'ai',
    fields: [
      field('topic', 'text', 'Topic', {
        placeholder: 'e.g. onboarding remote engineers',
        isRequired: true,
        validationRules: { maxLength: 200 },
      }),
      field('audience', 'text', 'Audience', {
        placeholder: 'e.g. engineering managers at startups (optional)',
        validationRules: { maxLength: 200 },
      }),
      field('tone', 'dropdown', 'Tone', {
        isRequired: true,
        options: options('Professional', 'Friendly', 'Bold', 'Playful'),
      }),
    ],
    webhook: NO_WEBHOOK,
    ai: {
      promptTemplate: lines(
        'Write 10 headlines for an article about: {{topic}}',
        '',
        'Audience: {{audience}}',
        'Tone: {{tone}}',
        '',
        'Rules:',
        '- If no audience is given above, write for a broad professional audience.',
        '- Keep each headline under 70 characters and put the most important words first.',
        '- Mix formats: at least one numbered list ("7 ways to…"), one how-to, one question and one that states a clear benefit.',
        '- Be specific to the topic. No clickbait, no ALL CAPS, no emoji, no promise the article may not keep.',
        '- Answer with a numbered list of the 10 headlines only.',
      ),
      composerRecipe: 'headlines',
    },
    seo: seo(
      'Free Headline Generator: 10 Headline Ideas in Seconds',
      'Get 10 headline ideas for your article or landing page, written for your topic, your audience and your tone. Free, no sign-up needed.',
    ),
    chaining: NO_CHAINING,
  },
  {
    name: 'LinkedIn Hook Writer',
    slug: 'linkedin-hook-writer',
    description:
      'Eight opening lines for your next LinkedIn post, so the first two lines make people select "see more".',
    howItWorks: lines(
      'Describe what your post is about in a sentence or two.',
      'Choose what the post should achieve and select Execute Tool.',
      'You get eight hooks, each built on a different technique (a question, a number, a short story, a contrarian take…). Pick one and write the rest of the post from it.',
    ),
    previewImage: '',
    status: 'published',
    languageCode: 'en',
    runner: 'ai',
    fields: [
      field('topic', 'textarea', 'What is your post about?', {
        placeholder: 'e.g. What a week of pair programming taught our new hires',
        isRequired: true,
        validationRules: { minLength: 10, maxLength: 1000 },
      }),
      field('goal', 'radio', 'Goal of the post', {
        isRequired: true,
        options: options('Start a conversation', 'Share a lesson', 'Teach something', 'Promote an offer'),
      }),
    ],
    webhook: NO_WEBHOOK,
    ai: {
      promptTemplate: lines(
        'Write 8 different opening lines (hooks) for a LinkedIn post.',
        '',
        'What the post is about:',
        '"""',
        '{{topic}}',
        '"""',
        'Goal of the post: {{goal}}',
        '',
        'Rules:',
        '- Each hook is one or two short sentences, under 200 characters, so it shows in full before "…see more".',
        '- Use a different technique for each: a surprising statement, a question, the opening of a short story, a number, a contrarian take, a mistake admitted, a before and after, a direct promise to the reader.',
        '- Suit every hook to the goal, and sound like a person, not an advertisement.',
        '- No hashtags, no emoji, no invented statistics.',
        '- Answer with a numbered list of the 8 hooks only.',
      ),
      composerRecipe: 'linkedin_hooks',
    },
    seo: seo(
      'LinkedIn Hook Writer: 8 Opening Lines for Your Post',
      'Write the first lines of your LinkedIn post in seconds: 8 hooks in different styles, suited to what your post should achieve. Free to use.',
    ),
    chaining: NO_CHAINING,
  },
  {
    name: 'Meta Description Writer',
    slug: 'meta-description-writer',
    description:
      'Five meta descriptions of 120 to 156 characters for a web page, ready to paste into your SEO settings.',
    howItWorks: lines(
      'Say what the page is about and, if you have one, the keyword it should rank for.',
      'Tick the box if each description should end with a call to action, then select Execute Tool.',
      'You get five descriptions that fit in search results without being cut off. Choose one, or combine the parts you like.',
    ),
    previewImage: '',
    status: 'published',
    languageCode: 'en',
    runner: 'ai',
    fields: [
      field('pageTopic', 'text', 'Page topic', {
        placeholder: 'e.g. our guide to cold brew coffee at home',
        isRequired: true,
        validationRules: { maxLength: 200 },
      }),
      field('keyword', 'text', 'Focus keyword', {
        placeholder: 'e.g. cold brew coffee (optional)',
        validationRules: { maxLength: 100 },
      }),
      field('includeCta', 'checkbox', 'Include a call to action'),
    ],
    webhook: NO_WEBHOOK,
    ai: {
      promptTemplate: lines(
        'Write 5 meta descriptions for a web page about: {{pageTopic}}',
        '',
        'Focus keyword: {{keyword}}',
        'End with a call to action: {{includeCta}}',
        '',
        'Rules:',
        '- Each description is 120 to 156 characters long, spaces included.',
        "- Use the focus keyword once, naturally and near the start; if no keyword is given, use the page topic's main words.",
        '- Say what the reader gets from the page, in the active voice.',
        '- If a call to action is asked for (yes), end each description with a short one such as "Learn how" or "Try it free"; otherwise do not.',
        '- No quotation marks, no emoji, no claim the page may not support.',
        '- Answer with a numbered list of the 5 descriptions only.',
      ),
      composerRecipe: 'meta_descriptions',
    },
    seo: seo(
      'Meta Description Writer: 5 SEO Descriptions That Fit',
      'Write meta descriptions of 120 to 156 characters for any page, with your focus keyword and an optional call to action. Five options, free.',
    ),
    chaining: NO_CHAINING,
  },
  {
    name: 'Readability Checker (draft)',
    slug: 'readability-checker',
    description: 'Scores how easy a text is to read (Flesch reading ease) and counts its words and sentences.',
    howItWorks: lines(
      'Paste a text of a few sentences or more and select Execute Tool.',
      'The checker counts words, sentences and syllables, and gives the Flesch reading ease score with the reading level it stands for.',
      'A draft: its webhook is the readability checker of `npm run fakes`, reached with OUTBOUND_ALLOW_LOOPBACK=true in development.',
    ),
    previewImage: '',
    status: 'draft',
    languageCode: 'en',
    runner: 'webhook',
    fields: [
      field('text', 'textarea', 'Text to check', {
        placeholder: 'Paste a paragraph or a whole article',
        isRequired: true,
        validationRules: { minLength: 20 },
      }),
    ],
    webhook: {
      ...NO_WEBHOOK,
      webhookUrl: DEMO_READABILITY_WEBHOOK_URL,
      timeoutSeconds: 10,
      payloadTemplate: JSON.stringify({ text: '{{text}}', sessionId: '{{sessionId}}', toolId: '{{toolId}}' }, null, 2),
      responseMapping: { success: 'success', data: 'data', error: 'error' },
    },
    ai: { promptTemplate: '', composerRecipe: 'none' },
    seo: seo(
      'Readability Checker: Flesch Reading Ease Score',
      'Check how easy your text is to read: the Flesch reading ease score, the reading level, and the number of words and sentences. Free.',
    ),
    chaining: NO_CHAINING,
  },
];
