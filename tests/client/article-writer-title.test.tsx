import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { TitleDescriptionPage } from '../../client/src/features/article-writer/pages/TitleDescriptionPage.tsx';
import {
  aSession,
  installEventSource,
  KEYWORD_RESPONSE,
  renderWriterPage,
  SESSION_ID,
  UUID,
} from './article-writer-page.tsx';

installEventSource();

const titlePage = (sessionId: string | null) => <TitleDescriptionPage sessionId={sessionId} />;
const PATH = `/article-writer/title-description?session=${SESSION_ID}`;
const TITLE = 'Remote Work Tips: 12 Habits of Teams That Thrive';
const DESCRIPTION =
  'Practical remote work tips for small teams: routines, tools and habits that keep everyone in sync.';

const withTitles = () =>
  aSession(
    {
      keywordForm: { ...aSession().state.keywordForm, keyword: 'remote work' },
      keywordResponse: KEYWORD_RESPONSE,
      selectedKeywords: [{ keyword: 'remote work tips', isSelected: true }],
      keywordSelectResponse: {
        titlesAndShortDescription: [{ title: TITLE, description: DESCRIPTION }],
        articleoutline: ['Set core hours'],
        promptforbody: 'Write for team leads.',
        Introduction: 'Remote teams win by writing things down.',
        key_takeaways: ['Agree on core hours', 'Write decisions down'],
      },
      titleOptions: [
        { id: 't1', title: TITLE, description: DESCRIPTION },
        { id: 't2', title: 'How to Work Remotely', description: 'A short guide.' },
      ],
    },
    { step: 'title-description' },
  );

beforeEach(() => window.localStorage.clear());

/** Puts `text` in a field as a paste does: typed key by key, the whole page would render once per letter. */
async function typeInto(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

describe('Article writer, step 3: title and description', () => {
  it('offers the titles with their lengths and the brief, and saves the one chosen', async () => {
    const { server } = await renderWriterPage(titlePage, PATH, { session: withTitles() });
    const option = await screen.findByRole('radio', { name: new RegExp(TITLE) });
    expect(option).toHaveTextContent(`${TITLE.length} characters`);
    expect(option).toHaveTextContent(`${DESCRIPTION.length} characters`);
    // Nothing chosen yet: the outline cannot be written.
    expect(screen.getByRole('button', { name: 'Next: write outlines' })).toBeDisabled();
    expect(screen.getByText('Choose a title or write your own.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Brief from the keyword analysis' }));
    // The brief unfolds with a transition.
    const introduction = await screen.findByText('Remote teams win by writing things down.');
    await waitFor(() => expect(introduction).toBeVisible());
    expect(screen.getByText('Write decisions down')).toBeInTheDocument();

    await userEvent.click(option);
    await waitFor(() => expect(server.sent.update).toHaveLength(1));
    expect(server.sent.update[0]).toEqual({
      sessionId: SESSION_ID,
      patch: { chosenTitle: { title: TITLE, description: DESCRIPTION } },
    });
    expect(screen.getByRole('button', { name: 'Next: write outlines · holds 260 words' })).toBeEnabled();
  });

  it('starts the title form at its defaults and holds more words for more headings', async () => {
    const session = withTitles();
    session.state.chosenTitle = { title: TITLE, description: DESCRIPTION };
    await renderWriterPage(titlePage, PATH, { session });
    const headings = await screen.findByRole('textbox', { name: 'Number of headings' });
    expect(screen.getByRole('button', { name: 'Next: write outlines · holds 260 words' })).toBeEnabled();
    expect(headings).toHaveValue('6');
    expect(screen.getByRole('combobox', { name: 'Point of view' })).toHaveValue("Writer's choice");
    expect(screen.getByRole('checkbox', { name: /Remember this guidance/ })).not.toBeChecked();
    await userEvent.clear(headings);
    await userEvent.type(headings, '10');
    expect(screen.getByRole('button', { name: 'Next: write outlines · holds 300 words' })).toBeInTheDocument();
  });

  it('keeps writing styles and guidance in local storage, newest first, and offers them again', async () => {
    window.localStorage.setItem('savedWritingStyles', JSON.stringify(['Formal and precise']));
    const { server } = await renderWriterPage(titlePage, PATH, { session: withTitles() });
    const style = await screen.findByRole('textbox', { name: 'Writing style' });
    await typeInto(style, 'Friendly, short sentences');
    await userEvent.click(screen.getByRole('button', { name: 'Save style' }));
    expect(JSON.parse(window.localStorage.getItem('savedWritingStyles') ?? '')).toEqual([
      'Friendly, short sentences',
      'Formal and precise',
    ]);
    expect(screen.getByText('Style saved in this browser.')).toBeInTheDocument();

    // A saved style picked from the list fills the field.
    await userEvent.click(screen.getByRole('combobox', { name: 'Saved styles' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Formal and precise' }));
    expect(style).toHaveValue('Formal and precise');

    const guidance = screen.getByRole('textbox', { name: 'Expert guidance' });
    await typeInto(guidance, 'Mention async standups.');
    await userEvent.click(screen.getByRole('button', { name: 'Save guidance' }));
    expect(JSON.parse(window.localStorage.getItem('savedExpertGuidance') ?? '')).toEqual(['Mention async standups.']);
    // Typing is saved to the session once it pauses, both fields in one change.
    await waitFor(() =>
      expect(server.sent.update.at(-1)?.patch.titleForm).toMatchObject({
        writingStyle: 'Formal and precise',
        expertGuidance: 'Mention async standups.',
      }),
    );
  });

  it('saves the choices, remembers the guidance and writes the outline on Next', async () => {
    const { server, router, finishRun } = await renderWriterPage(titlePage, PATH, {
      session: withTitles(),
      runResult: {
        outlineOptions: [{ id: 'o1', angle: 'Step by step', sections: [{ heading: 'Set core hours', points: [] }] }],
        selectedOutline: { optionId: 'o1', sections: [{ heading: 'Set core hours', points: [] }] },
      },
    });
    await userEvent.click(await screen.findByRole('radio', { name: /Write my own/ }));
    await typeInto(await screen.findByRole('textbox', { name: 'Title' }), 'My own title');
    await typeInto(screen.getByRole('textbox', { name: 'Expert guidance' }), 'Cite the 2025 survey.');
    await userEvent.click(screen.getByRole('checkbox', { name: /Remember this guidance/ }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Point of view' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Second person (you)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next: write outlines · holds 260 words' }));

    await waitFor(() => expect(server.sent.run).toHaveLength(1));
    expect(server.sent.run).toEqual([
      { run: 'outline', sessionId: SESSION_ID, idempotencyKey: expect.stringMatching(UUID) },
    ]);
    // Everything chosen and typed reached the session, in one change, before the writer read it.
    expect(server.sent.update.at(-1)).toEqual({
      sessionId: SESSION_ID,
      patch: {
        chosenTitle: { title: 'My own title', description: '' },
        titleForm: {
          headingsCount: 6,
          writingStyle: '',
          pointOfView: 'second_person',
          expertGuidance: 'Cite the 2025 survey.',
          saveExpertGuidance: true,
        },
      },
    });
    expect(JSON.parse(window.localStorage.getItem('savedExpertGuidance') ?? '')).toEqual(['Cite the 2025 survey.']);
    expect(await screen.findByText('Writing outline options…')).toBeInTheDocument();
    await finishRun(260, 120);
    await waitFor(() => expect(router.state.location.pathname).toBe('/article-writer/outline'));
  });

  it('opens a saved choice as it was left', async () => {
    const session = withTitles();
    session.state.chosenTitle = { title: 'How to Work Remotely', description: 'A short guide.' };
    session.state.titleForm = { ...session.state.titleForm, headingsCount: 9 };
    await renderWriterPage(titlePage, PATH, { session });
    expect(await screen.findByRole('radio', { name: /How to Work Remotely/ })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Number of headings' })).toHaveValue('9');
    const list = screen.getByRole('radiogroup');
    expect(within(list).getAllByRole('radio')).toHaveLength(3);
  });
});
