import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TemplatesPage } from '../../client/src/features/linkedin/templates/TemplatesPage.tsx';
import { renderInApp, TEST_ORIGIN } from '../helpers/render.tsx';
import { type InputOf, type OutputOf, trpcQueries } from '../mocks/trpc.ts';
import { trpcMutation } from '../mocks/trpc-mutations.ts';
import { mswServer } from '../setup/msw-node.ts';

// On a busy machine (two cores shared by parallel test files) a first render can take seconds.
configure({ asyncUtilTimeout: 5000 });

type Template = OutputOf<'linkedin.templates.list'>['library'][number];
type ListInput = InputOf<'linkedin.templates.list'>;

const failureStory: Template = {
  id: 'lib:failure-story',
  source: 'library',
  name: 'Failure story',
  category: 'Storytelling',
  description: 'A setback told honestly, and what it changed.',
  structure: 'Hook: the moment it went wrong\nWhat I learned: one lesson\nQuestion: ask the reader',
  examplePost: 'The demo crashed in front of our biggest prospect.\n\nHere is what I changed afterwards.',
};
const hiringPost: Template = {
  id: 'lib:hiring',
  source: 'library',
  name: 'We are hiring',
  category: 'Hiring',
  description: 'An opening described so the right person recognises themselves.',
  structure: 'The role\nWho thrives here\nHow to apply',
  examplePost: 'We are looking for a backend engineer who enjoys boring, reliable systems.',
};
const myChecklist: Template = {
  id: '9b2f6c1e-3d4a-4b5c-8d6e-7f8091a2b3c4',
  source: 'own',
  name: 'My weekly checklist',
  category: 'How-to',
  description: '',
  structure: 'Title\nFive steps\nInvite comments',
  examplePost: '',
};

/** The server's filter: category exactly, search in name, description and structure. */
function matches(template: Template, input: ListInput): boolean {
  const search = input.search?.toLowerCase();
  return (
    (!input.category || template.category === input.category) &&
    (!search ||
      [template.name, template.description, template.structure].some((text) => text.toLowerCase().includes(search)))
  );
}

function serveList(own: () => Template[] = () => [myChecklist]) {
  const inputs: ListInput[] = [];
  mswServer.use(
    trpcQueries(TEST_ORIGIN, {
      'linkedin.templates.list': (input) => {
        inputs.push(input);
        return {
          library: [failureStory, hiringPost].filter((template) => matches(template, input)),
          own: own().filter((template) => matches(template, input)),
          categories: ['Storytelling', 'Hiring', 'How-to'],
        };
      },
    }),
  );
  return inputs;
}

async function renderPage() {
  const view = await renderInApp(<TemplatesPage />, { path: '/linkedin-grow/templates' });
  return { ...view, user: userEvent.setup() };
}

const section = (name: string) => screen.getByRole('region', { name });
const namesIn = (name: string) =>
  within(section(name))
    .queryAllByRole('article')
    .map((card) => document.getElementById(card.getAttribute('aria-labelledby') ?? '')?.textContent);

describe('templates page', () => {
  it('shows the library and the user’s templates, filtered by category and by search', async () => {
    const inputs = serveList();
    const { user } = await renderPage();

    await screen.findAllByRole('article');
    expect(namesIn('Template library')).toEqual(['Failure story', 'We are hiring']);
    expect(namesIn('My templates')).toEqual(['My weekly checklist']);
    expect(inputs[0]).toEqual({});

    await user.click(screen.getByRole('radio', { name: 'Hiring' }));
    await waitFor(() => expect(namesIn('Template library')).toEqual(['We are hiring']));
    expect(inputs.at(-1)).toEqual({ category: 'Hiring' });
    expect(within(section('My templates')).getByText('None of your templates match.')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'All categories' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search templates' }), 'lesson');
    await waitFor(() => expect(namesIn('Template library')).toEqual(['Failure story']));
    expect(inputs.at(-1)).toEqual({ search: 'lesson' });

    await user.type(screen.getByRole('searchbox', { name: 'Search templates' }), 'zzz');
    expect(
      await screen.findByText('No templates match your search. Try other words or another category.'),
    ).toBeInTheDocument();
  });

  it('opens a template’s structure and example, and uses it on the create page', async () => {
    serveList();
    const { user } = await renderPage();

    const card = await screen.findByRole('article', { name: 'Failure story' });
    const toggle = within(card).getByRole('button', { name: 'Show structure and example' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(within(card).getByRole('button', { name: 'Hide structure and example' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(card).getByText(/^Hook: the moment it went wrong/)).toBeVisible();
    expect(within(card).getByText(/^The demo crashed/)).toBeVisible();

    expect(within(card).getByRole('link', { name: 'Use template Failure story' })).toHaveAttribute(
      'href',
      '/linkedin-grow/create?template=lib%3Afailure-story',
    );
  });

  it('creates a template of the user’s own', async () => {
    let own: Template[] = [];
    serveList(() => own);
    const created: unknown[] = [];
    const saved: Template = { ...myChecklist, name: 'Monday tips', category: 'How-to', structure: 'Tip\nWhy it works' };
    mswServer.use(
      trpcMutation(TEST_ORIGIN, 'linkedin.templates.create', {
        data: saved,
        onRequest: (input) => {
          created.push(input);
          own = [saved];
        },
      }),
    );
    const { user } = await renderPage();
    expect(
      await screen.findByText(
        'You have no templates of your own yet. Create one here, or save one of your posts as a template from My Posts.',
      ),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'New template' }));
    const dialog = await screen.findByRole('dialog', { name: 'New template' });
    await user.click(within(dialog).getByRole('button', { name: 'Save template' }));
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toBeInvalid();
    expect(within(dialog).getAllByText('Please fill in this field.')).toHaveLength(3);
    expect(created).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Monday tips');
    await user.type(within(dialog).getByRole('combobox', { name: /^Category/ }), 'How-to');
    await user.type(within(dialog).getByRole('textbox', { name: /^Structure/ }), 'Tip{Enter}Why it works');
    await user.click(within(dialog).getByRole('button', { name: 'Save template' }));

    expect(await screen.findByText('Template “Monday tips” saved.')).toBeInTheDocument();
    expect(created).toEqual([
      { name: 'Monday tips', category: 'How-to', description: '', structure: 'Tip\nWhy it works', examplePost: '' },
    ]);
    await waitFor(() => expect(namesIn('My templates')).toEqual(['Monday tips']));
  });

  it('edits a template of the user’s own', async () => {
    serveList();
    const updated: unknown[] = [];
    mswServer.use(
      trpcMutation(TEST_ORIGIN, 'linkedin.templates.update', {
        data: { ...myChecklist, name: 'My Friday checklist' },
        onRequest: (input) => updated.push(input),
      }),
    );
    const { user } = await renderPage();

    await user.click(await screen.findByRole('button', { name: 'Edit My weekly checklist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit template' });
    const name = within(dialog).getByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.type(name, 'My Friday checklist');
    await user.click(within(dialog).getByRole('button', { name: 'Save template' }));

    expect(await screen.findByText('Template “My Friday checklist” saved.')).toBeInTheDocument();
    expect(updated).toEqual([
      {
        id: myChecklist.id,
        name: 'My Friday checklist',
        category: 'How-to',
        description: '',
        structure: myChecklist.structure,
        examplePost: '',
      },
    ]);
  });

  it('asks before deleting a template of the user’s own, and deletes it', async () => {
    let own = [myChecklist];
    serveList(() => own);
    const deleted: unknown[] = [];
    mswServer.use(
      trpcMutation(TEST_ORIGIN, 'linkedin.templates.delete', {
        data: { deleted: true },
        onRequest: (input) => {
          deleted.push(input);
          own = [];
        },
      }),
    );
    const { user } = await renderPage();

    // The library's templates are not the user's to delete.
    await screen.findAllByRole('article');
    expect(within(section('Template library')).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete My weekly checklist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete My weekly checklist?' });
    expect(deleted).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Template deleted')).toBeInTheDocument();
    expect(deleted).toEqual([{ id: myChecklist.id }]);
    await waitFor(() => expect(namesIn('My templates')).toEqual([]));
  });

  it('says when deleting a template fails', async () => {
    serveList();
    mswServer.use(trpcMutation(TEST_ORIGIN, 'linkedin.templates.delete', { appError: 'INTERNAL' }));
    const { user } = await renderPage();

    await user.click(await screen.findByRole('button', { name: 'Delete My weekly checklist' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Failed to delete the template. Please try again.')).toBeInTheDocument();
  });
});
