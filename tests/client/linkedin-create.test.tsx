import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  GENERATION_ID,
  installBrowserStandIns,
  postEditor,
  previewText,
  renderPostPage,
  SAVED_ID,
  STARTED,
  STORY_TEMPLATE,
  savedPost,
  UUID,
} from './linkedin-post-page.tsx';

installBrowserStandIns();

async function generateAbout(topic: string) {
  await userEvent.type(await screen.findByRole('textbox', { name: 'Topic' }), topic);
  await userEvent.click(screen.getByRole('button', { name: 'Generate post' }));
}

describe('Create LinkedIn Post: generating', () => {
  it('streams the text into the editor while it is written, then saves it and edits the saved draft', async () => {
    const written = 'Small teams win\n\nby **writing** things down.';
    const { stream, sent } = await renderPostPage({
      balances: [2000, 1700, 1993],
      posts: [savedPost({ content: written })],
    });
    expect(await screen.findByRole('heading', { name: 'Create LinkedIn Post' })).toBeInTheDocument();
    // Before it runs: what it will hold, and the balance.
    expect(
      await screen.findByText(
        'Holds up to 300 words while it writes; you are charged the words written. Your balance: 2,000 words.',
      ),
    ).toBeInTheDocument();

    await generateAbout('Remote work for small teams');
    const connection = await stream.nextConnection();
    expect(sent.generate).toEqual([
      {
        topic: 'Remote work for small teams',
        language: 'English',
        postLength: 'medium',
        writingStyle: 'professional',
        postCreationMethod: 'By Topic',
        idempotencyKey: expect.stringMatching(UUID),
      },
    ]);
    expect(connection.input).toEqual({ generationId: GENERATION_ID });

    connection.send(STARTED, '1');
    connection.send({ type: 'delta', text: 'Small teams win\n\n' }, '2');
    await waitFor(() => expect(postEditor().textbox).toHaveTextContent('Small teams win'));
    // Read-only while it streams, with its progress and a way to stop it.
    expect(postEditor().textbox).toHaveAttribute('contenteditable', 'false');
    expect(screen.getByText('Writing: 3 words so far')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(screen.queryByText(/300 seconds/)).not.toBeInTheDocument();
    expect(previewText()).toBe('Small teams win');

    connection.send({ type: 'delta', text: 'by **writing** things down.' }, '3');
    await waitFor(() => expect(postEditor().textbox).toHaveTextContent('Small teams winby writing things down.'));
    expect(screen.getByText('Writing: 7 words so far')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    connection.send({ type: 'done', text: written, words: 7, savedId: SAVED_ID }, '4');
    connection.end();

    expect(await screen.findByText('Post Saved')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Edit LinkedIn Post' })).toBeInTheDocument();
    expect(sent.postsAsked).toContain(SAVED_ID);
    await waitFor(() => expect(postEditor().textbox).toHaveAttribute('contenteditable', 'true'));
    expect(postEditor().editor.getMarkdown()).toBe(written);
    expect(postEditor().textbox.querySelector('strong')).toHaveTextContent('writing');
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    // The balance was asked for again as words were held and charged.
    await waitFor(() => expect(sent.balanceRequests).toBeGreaterThanOrEqual(3));
    expect(await screen.findByText(/Your balance: 1,993 words\./)).toBeInTheDocument();
  });

  it('labels a template draft as one', async () => {
    const { stream } = await renderPostPage({ posts: [savedPost({ content: 'A template draft.' })] });
    await generateAbout('Hiring');
    const connection = await stream.nextConnection();
    connection.send(
      {
        type: 'started',
        generationId: GENERATION_ID,
        provider: 'offline',
        model: 'template-composer',
        heldWords: 300,
        templateDraft: true,
      },
      '1',
    );
    connection.send({ type: 'delta', text: 'A template draft.' }, '2');
    expect(await screen.findByText('Template draft')).toBeInTheDocument();
    connection.send({ type: 'done', text: 'A template draft.', words: 0, savedId: SAVED_ID }, '3');
    connection.end();
    expect(await screen.findByRole('heading', { name: 'Edit LinkedIn Post' })).toBeInTheDocument();
    // Still labelled once the page edits the saved draft.
    await waitFor(() => expect(postEditor().editor.getMarkdown()).toBe('A template draft.'));
    expect(screen.getByText('Template draft')).toBeInTheDocument();
  });

  it('says when the AI provider failed and a template draft was written instead', async () => {
    const { stream } = await renderPostPage({ posts: [savedPost({ content: 'A template draft.' })] });
    await generateAbout('Hiring');
    const connection = await stream.nextConnection();
    connection.send(STARTED, '1');
    connection.send({ type: 'delta', text: 'Half an AI answer' }, '2');
    await waitFor(() => expect(postEditor().textbox).toHaveTextContent('Half an AI answer'));
    connection.send({ type: 'fallback', code: 'AI_PROVIDER_FAILED', provider: 'offline' }, '3');
    connection.send({ type: 'delta', text: 'A template draft.' }, '4');

    expect(
      await screen.findByText(/The AI provider failed, so a template draft was written instead\./),
    ).toBeInTheDocument();
    await waitFor(() => expect(postEditor().textbox).toHaveTextContent('A template draft.'));
    expect(postEditor().textbox).not.toHaveTextContent('Half an AI answer');
    connection.send({ type: 'done', text: 'A template draft.', words: 0, savedId: SAVED_ID }, '5');
    connection.end();
    expect(await screen.findByText('Post Saved')).toBeInTheDocument();
  });

  it('says generating failed, gives the words back, and puts back what the editor held', async () => {
    const { stream, sent } = await renderPostPage({ balances: [2000, 1700, 2000] });
    await generateAbout('Remote work');
    const connection = await stream.nextConnection();
    connection.send(STARTED, '1');
    connection.send({ type: 'delta', text: 'Half a post' }, '2');
    await waitFor(() => expect(postEditor().textbox).toHaveTextContent('Half a post'));
    connection.send({ type: 'error', code: 'AI_PROVIDER_FAILED' }, '3');
    connection.end();

    expect(await screen.findByText('Error Creating Post')).toBeInTheDocument();
    expect(screen.getByText('Failed to generate LinkedIn post. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(postEditor().textbox).not.toHaveTextContent('Half a post'));
    expect(postEditor().textbox).toHaveAttribute('contenteditable', 'true');
    expect(await screen.findByText(/Your balance: 2,000 words\./)).toBeInTheDocument();
    expect(sent.balanceRequests).toBeGreaterThanOrEqual(3);
    expect(screen.getByRole('button', { name: 'Generate post' })).toBeEnabled();
  });

  it('says so when the generation cannot start, with the same texts, at every attempt', async () => {
    const { sent } = await renderPostPage({ generate: { appError: 'INTERNAL' } });
    await generateAbout('Remote work');
    expect(await screen.findByText('Error Creating Post')).toBeInTheDocument();
    expect(screen.getByText('Failed to generate LinkedIn post. Please try again.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Generate post' }));
    await waitFor(() => expect(screen.getAllByText('Error Creating Post')).toHaveLength(2));
    expect(sent.generate).toHaveLength(2);
    expect(sent.generate[1]?.idempotencyKey).not.toBe(sent.generate[0]?.idempotencyKey);
  });

  it('explains a balance too small to start, with a link to the Subscription page', async () => {
    await renderPostPage({ generate: { appError: 'INSUFFICIENT_WORDS' } });
    await generateAbout('Remote work');
    const alert = (await screen.findByRole('alert', { name: 'Error Creating Post' })) as HTMLElement;
    expect(alert).toHaveTextContent('You do not have enough words for this. Get more words on the Subscription page.');
    expect(within(alert).getByRole('link', { name: 'Subscription page' })).toHaveAttribute('href', '/subscription');
  });

  it('cancels a running generation and keeps what was written, unsaved', async () => {
    const { stream } = await renderPostPage();
    await generateAbout('Cancelling');
    const connection = await stream.nextConnection();
    connection.send(STARTED, '1');
    connection.send({ type: 'delta', text: 'A start' }, '2');
    await waitFor(() => expect(postEditor().textbox).toHaveTextContent('A start'));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    connection.send({ type: 'cancelled' }, '3');
    connection.end();

    expect(
      await screen.findByText('Generation cancelled. What was written so far stays in the editor; it is not saved.'),
    ).toBeInTheDocument();
    expect(postEditor().textbox).toHaveTextContent('A start');
    expect(postEditor().textbox).toHaveAttribute('contenteditable', 'true');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('asks for a topic before generating', async () => {
    const { sent } = await renderPostPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Generate post' }));
    expect(screen.getByRole('textbox', { name: 'Topic' })).toHaveAccessibleDescription(
      expect.stringContaining('Please fill in this field.'),
    );
    expect(sent.generate).toEqual([]);
  });
});

describe('Create LinkedIn Post: the form', () => {
  it('starts with the spec defaults, each length showing its word range', async () => {
    await renderPostPage();
    expect(await screen.findByRole('radio', { name: 'By Topic' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('English');
    expect(screen.getByRole('combobox', { name: 'Writing style' })).toHaveValue('Professional');
    expect(screen.getByRole('radio', { name: 'Medium 120–200 words' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Short 50–100 words' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Long 250–400 words' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'Long 250–400 words' }));
    expect(
      screen.getByText(
        'Holds up to 600 words while it writes; you are charged the words written. Your balance: 2,000 words.',
      ),
    ).toBeInTheDocument();
  });

  it('warns before generating when the balance is below what the length holds', async () => {
    await renderPostPage({ balances: [200] });
    expect(await screen.findByText(/Your balance: 200 words\./)).toBeInTheDocument();
    const warning = await screen.findByText(/Your balance is below what this length holds\./);
    expect(within(warning).getByRole('link', { name: 'Subscription page' })).toHaveAttribute('href', '/subscription');
    await userEvent.click(screen.getByRole('radio', { name: 'Short 50–100 words' }));
    expect(screen.queryByText(/Your balance is below what this length holds\./)).not.toBeInTheDocument();
  });

  it('opens with the template of "Use template", shows its structure and example, and generates from it', async () => {
    const { stream, sent } = await renderPostPage({ template: STORY_TEMPLATE.id });
    expect(await screen.findByRole('radio', { name: 'From a template' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Template' })).toHaveValue('Personal story');
    const toggle = screen.getByRole('button', { name: /Show structure and example/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await waitFor(() => expect(screen.getByText('The email arrived at 11:42 p.m.')).toBeVisible());
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await userEvent.type(screen.getByRole('textbox', { name: 'Intent' }), 'Start a conversation');
    await generateAbout('My first client');
    await stream.nextConnection();
    expect(sent.generate).toEqual([
      {
        topic: 'My first client',
        language: 'English',
        postLength: 'medium',
        writingStyle: 'professional',
        intent: 'Start a conversation',
        category: 'Storytelling',
        postCreationMethod: 'From Template',
        templateId: STORY_TEMPLATE.id,
        templateStructure: STORY_TEMPLATE.structure,
        templateExamplePost: STORY_TEMPLATE.examplePost,
        idempotencyKey: expect.stringMatching(UUID),
      },
    ]);
  });

  it('repurposes a page by its address, or asks for the text to repurpose', async () => {
    const { stream, sent } = await renderPostPage();
    await userEvent.click(await screen.findByRole('radio', { name: 'Repurpose' }));
    await generateAbout('Our launch');
    expect(screen.getByRole('textbox', { name: 'Text to repurpose' })).toHaveAccessibleDescription(
      expect.stringContaining('Paste the text to repurpose.'),
    );
    expect(sent.generate).toEqual([]);

    await userEvent.click(screen.getByRole('radio', { name: 'From a web page' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Page address' }), 'https://example.com/launch');
    await userEvent.click(screen.getByRole('button', { name: 'Generate post' }));
    await stream.nextConnection();
    expect(sent.generate).toEqual([
      expect.objectContaining({ postCreationMethod: 'Repurpose', sourceUrl: 'https://example.com/launch' }),
    ]);
    expect(sent.generate[0]?.sourceText).toBeUndefined();
  });

  it('links to My Posts and the templates', async () => {
    await renderPostPage();
    expect(await screen.findByRole('link', { name: 'My Posts' })).toHaveAttribute('href', '/linkedin-grow/my-posts');
    expect(screen.getByRole('link', { name: 'Templates' })).toHaveAttribute('href', '/linkedin-grow/templates');
  });
});

describe('Edit LinkedIn Post', () => {
  it('shows a post that is gone as not found, with a way back', async () => {
    await renderPostPage({ editId: SAVED_ID });
    expect(await screen.findByRole('heading', { name: 'Post Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to My Posts' })).toHaveAttribute('href', '/linkedin-grow/my-posts');
    expect(screen.queryByRole('textbox', { name: 'Post text' })).not.toBeInTheDocument();
  });

  it('shows a failed load with a retry', async () => {
    await renderPostPage({ editId: SAVED_ID, postsFail: true });
    expect(await screen.findByText('Could not load this post')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
