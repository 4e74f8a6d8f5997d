import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { OutlinePage } from '../../client/src/features/article-writer/pages/OutlinePage.tsx';
import type { TOutlineOption } from '../../shared/src/schemas/article-writer.ts';
import { aSession, installEventSource, renderWriterPage, SESSION_ID } from './article-writer-page.tsx';

installEventSource();

const outlinePage = (sessionId: string | null) => <OutlinePage sessionId={sessionId} />;
const PATH = `/article-writer/outline?session=${SESSION_ID}`;

const STEP_BY_STEP: TOutlineOption = {
  id: 'o1',
  angle: 'Step-by-step',
  sections: [
    { heading: 'Why remote work', points: ['Focus', 'No commute'] },
    { heading: 'Set up your desk', points: ['Light'] },
    { heading: 'Keep in touch', points: [] },
  ],
};
const FOR_MANAGERS: TOutlineOption = {
  id: 'o2',
  angle: 'For managers',
  sections: [{ heading: 'Hiring remotely', points: ['Time zones'] }],
};

function withOutline() {
  return aSession(
    {
      keywordForm: { ...aSession().state.keywordForm, keyword: 'remote work' },
      chosenTitle: { title: 'Remote work that works', description: '' },
      outlineOptions: [STEP_BY_STEP, FOR_MANAGERS],
      selectedOutline: { optionId: 'o1', sections: STEP_BY_STEP.sections },
    },
    { step: 'outline' },
  );
}

async function renderOutline() {
  const rendered = await renderWriterPage(outlinePage, PATH, { session: withOutline() });
  await screen.findByRole('textbox', { name: 'Section 1 heading' });
  return rendered;
}

/** The sections of the last outline the page saved. */
function lastSavedSections(server: Awaited<ReturnType<typeof renderOutline>>['server']) {
  return server.sent.update.at(-1)?.patch.selectedOutline;
}

describe('Article writer, step 4: outline', () => {
  it('offers the outline options by their angle, the chosen one selected', async () => {
    await renderOutline();
    expect(screen.getByRole('radio', { name: 'Step-by-step' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'For managers' })).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Section 2 heading' })).toHaveValue('Set up your desk');
    expect(screen.getByRole('textbox', { name: 'Point 2 of "Why remote work"' })).toHaveValue('No commute');
  });

  it('saves a renamed heading and point once typing pauses, no longer matching its option', async () => {
    const { server } = await renderOutline();
    const heading = screen.getByRole('textbox', { name: 'Section 3 heading' });
    await userEvent.clear(heading);
    await userEvent.type(heading, 'Stay in touch');
    await waitFor(() =>
      expect(lastSavedSections(server)).toEqual({
        optionId: null,
        sections: [STEP_BY_STEP.sections[0], STEP_BY_STEP.sections[1], { heading: 'Stay in touch', points: [] }],
      }),
    );
    // Typing is saved after a pause, not once a letter.
    expect(server.sent.update.length).toBeLessThanOrEqual(2);

    const point = screen.getByRole('textbox', { name: 'Point 1 of "Set up your desk"' });
    await userEvent.type(point, ' from a window');
    await waitFor(() =>
      expect(lastSavedSections(server)?.sections[1]).toEqual({
        heading: 'Set up your desk',
        points: ['Light from a window'],
      }),
    );
  });

  it('adds, moves and removes sections and points, each saved at once', async () => {
    const { server } = await renderOutline();

    await userEvent.click(screen.getByRole('button', { name: 'Move section "Why remote work" down' }));
    await waitFor(() =>
      expect(lastSavedSections(server)?.sections.map((section) => section.heading)).toEqual([
        'Set up your desk',
        'Why remote work',
        'Keep in touch',
      ]),
    );
    // The moved section keeps its buttons: it can go back up from where it is now.
    expect(screen.getByRole('textbox', { name: 'Section 2 heading' })).toHaveValue('Why remote work');

    await userEvent.click(screen.getByRole('button', { name: 'Move point "No commute" up' }));
    await waitFor(() => expect(lastSavedSections(server)?.sections[1]?.points).toEqual(['No commute', 'Focus']));

    await userEvent.click(screen.getByRole('button', { name: 'Remove point "Focus"' }));
    await waitFor(() => expect(lastSavedSections(server)?.sections[1]?.points).toEqual(['No commute']));

    await userEvent.click(screen.getByRole('button', { name: 'Add a section after "Set up your desk"' }));
    await waitFor(() =>
      expect(lastSavedSections(server)?.sections.map((section) => section.heading)).toEqual([
        'Set up your desk',
        'New section',
        'Why remote work',
        'Keep in touch',
      ]),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Add a point to "Keep in touch"' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Point 1 of "Keep in touch"' }), 'Weekly call');
    await waitFor(() =>
      expect(lastSavedSections(server)?.sections[3]).toEqual({ heading: 'Keep in touch', points: ['Weekly call'] }),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Remove section "Why remote work"' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add a section' }));
    await waitFor(() =>
      expect(lastSavedSections(server)).toEqual({
        optionId: null,
        sections: [
          { heading: 'Set up your desk', points: ['Light'] },
          { heading: 'New section', points: [] },
          { heading: 'Keep in touch', points: ['Weekly call'] },
          { heading: 'New section', points: [] },
        ],
      }),
    );
    expect(screen.getByText('4 sections')).toBeInTheDocument();
  });

  it('keeps the last section: it cannot be removed', async () => {
    const session = withOutline();
    session.state.selectedOutline = { optionId: 'o2', sections: FOR_MANAGERS.sections };
    await renderWriterPage(outlinePage, PATH, { session });
    expect(await screen.findByRole('button', { name: 'Remove section "Hiring remotely"' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move section "Hiring remotely" up' })).toBeDisabled();
  });

  it('asks before an option replaces edits, and saves the option chosen', async () => {
    const { server } = await renderOutline();
    await userEvent.click(screen.getByRole('button', { name: 'Remove section "Keep in touch"' }));
    await waitFor(() => expect(server.sent.update).toHaveLength(1));

    await userEvent.click(screen.getByRole('radio', { name: 'For managers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replace your edited outline?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('textbox', { name: 'Section 1 heading' })).toHaveValue('Why remote work');
    expect(server.sent.update).toHaveLength(1);

    await userEvent.click(screen.getByRole('radio', { name: 'For managers' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Replace your edited outline?' })).getByRole('button', {
        name: 'Replace',
      }),
    );
    await waitFor(() => expect(lastSavedSections(server)).toEqual({ optionId: 'o2', sections: FOR_MANAGERS.sections }));
    expect(screen.getByRole('textbox', { name: 'Section 1 heading' })).toHaveValue('Hiring remotely');

    // Unchanged, going back to the first option needs no question.
    await userEvent.click(screen.getByRole('radio', { name: 'Step-by-step' }));
    await waitFor(() => expect(lastSavedSections(server)).toEqual({ optionId: 'o1', sections: STEP_BY_STEP.sections }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('goes on to the article step, saving the step reached', async () => {
    const { server, router } = await renderOutline();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/article-writer/generated'));
    expect(router.state.location.search).toEqual({ session: SESSION_ID });
    await waitFor(() =>
      expect(server.sent.update.at(-1)).toEqual({ sessionId: SESSION_ID, step: 'generated', patch: {} }),
    );
  });
});
