import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MyPostsPage } from '../../client/src/features/linkedin/posts/MyPostsPage.tsx';
import type { MyPostsView } from '../../client/src/features/linkedin/posts/my-posts-search.ts';
import { renderedUntilShown } from '../helpers/clock.ts';
import { aLinkedInPost } from '../helpers/linkedin-post.ts';
import { renderApp, renderInApp, TEST_ORIGIN } from '../helpers/render.tsx';
import { FAIL, type InputOf, type OutputOf, trpcQueries } from '../mocks/trpc.ts';
import { trpcMutation } from '../mocks/trpc-mutations.ts';
import { SYSTEM_INFO } from '../setup/client.ts';
import { mswServer } from '../setup/msw-node.ts';
import { signedInUser } from './signed-in-user.ts';

// On a busy machine (two cores shared by parallel test files) a first render can take seconds.
configure({ asyncUtilTimeout: 5000 });

// Times are shown in the user's zone: the test's user lives in UTC.
const zoneBefore = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'UTC';
});
afterAll(() => {
  process.env.TZ = zoneBefore;
});

type Post = OutputOf<'linkedin.posts.list'>['posts'][number];
type ListInput = InputOf<'linkedin.posts.list'>;

function post(overrides: Partial<Post>): Post {
  return aLinkedInPost({ createdAt: new Date('2026-11-20T10:00:00Z'), ...overrides });
}

const hiringPost = post({
  id: '11111111-1111-4111-8111-111111111111',
  topic: 'We are hiring a data engineer',
  content: 'We are **hiring**!\n\n- Remote\n- Four-day week\n\n#hiring',
  status: 'published',
  publishedAt: new Date('2026-11-19T08:30:00Z'),
  linkedinUrl: 'https://www.linkedin.com/feed/update/urn:li:share:7001',
  createdAt: new Date('2026-11-18T09:00:00Z'),
  media: [{ src: 'https://cdn.example.com/a.png', type: 'image', mimeType: 'image/png', title: 'a.png', alt: '' }],
});
const lessonPost = post({
  id: '22222222-2222-4222-8222-222222222222',
  topic: 'What a failed launch taught me',
  content: 'Three lessons from a launch that went wrong.',
  status: 'scheduled',
  scheduledFor: new Date('2026-11-27T08:00:00Z'),
  createdAt: new Date('2026-11-21T09:00:00Z'),
});
const draftPost = post({
  id: '33333333-3333-4333-8333-333333333333',
  topic: 'Remote onboarding checklist',
  content: 'Your first week, remote: a checklist.',
  createdAt: new Date('2026-11-22T09:00:00Z'),
});

const counts = { all: 3, draft: 1, scheduled: 1, published: 1 };

/** The server's answer: newest first, the tab's posts. */
function answerList(input: ListInput) {
  const posts = [draftPost, lessonPost, hiringPost].filter((p) => input.tab === 'all' || p.status === input.tab);
  return { posts, total: posts.length, counts };
}

/** Serves the list; returns the inputs it was asked with. */
function serveList(answer: (input: ListInput) => OutputOf<'linkedin.posts.list'> | typeof FAIL = answerList) {
  const inputs: ListInput[] = [];
  mswServer.use(
    trpcQueries(TEST_ORIGIN, {
      'linkedin.posts.list': (input) => {
        inputs.push(input);
        return answer(input);
      },
    }),
  );
  return inputs;
}

/** My Posts with its view in state, as the route keeps it in the address. */
function Page({ initial }: { initial: MyPostsView }) {
  const [view, setView] = useState(initial);
  return <MyPostsPage view={view} onViewChange={(change) => setView((current) => ({ ...current, ...change }))} />;
}

async function renderPage(initial: MyPostsView = { tab: 'all', q: '', page: 1 }) {
  const view = await renderInApp(<Page initial={initial} />, { path: '/linkedin-grow/my-posts' });
  return { ...view, user: userEvent.setup() };
}

/** The posts shown, by the name each card is labelled with, top to bottom. */
const shownPosts = () =>
  screen
    .getAllByRole('article')
    .map((card) => document.getElementById(card.getAttribute('aria-labelledby') ?? '')?.textContent);

describe('My Posts', () => {
  it('lists the posts newest first, with the counts of each tab and what each post is', async () => {
    const inputs = serveList();
    await renderPage();

    const cards = await screen.findAllByRole('article');
    expect(shownPosts()).toEqual([
      'Remote onboarding checklist',
      'What a failed launch taught me',
      'We are hiring a data engineer',
    ]);
    expect(inputs[0]).toEqual({ tab: 'all', page: 1, pageSize: 10 });
    expect(screen.getByRole('tab', { name: 'All (3)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Drafts (1)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Scheduled (1)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Published (1)' })).toBeInTheDocument();

    const published = cards[2] as HTMLElement;
    expect(within(published).getByText('Published')).toBeInTheDocument();
    // The LinkedIn text: bold markdown is plain letters, the list is bullets, the hashtag kept.
    expect(within(published).getByText(/We are hiring!/).textContent).toBe(
      'We are hiring!\n\n• Remote\n• Four-day week\n\n#hiring',
    );
    expect(within(published).getByText('1 media file')).toBeInTheDocument();
    expect(within(published).getByText(/^Published Nov 19, 2026, 8:30 AM (UTC|GMT)$/)).toBeInTheDocument();
    const link = within(published).getByRole('link', { name: 'View on LinkedIn (opens in a new tab)' });
    expect(link).toHaveAttribute('href', hiringPost.linkedinUrl);
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(published).queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();

    const scheduled = cards[1] as HTMLElement;
    expect(within(scheduled).getByText(/^Scheduled for Nov 27, 2026, 8:00 AM (UTC|GMT)$/)).toBeInTheDocument();
    expect(within(scheduled).getByRole('button', { name: 'Reschedule' })).toBeInTheDocument();
    expect(within(scheduled).getByRole('button', { name: 'Cancel schedule' })).toBeInTheDocument();
    expect(within(cards[0] as HTMLElement).getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/linkedin-grow/create?edit=${draftPost.id}`,
    );
  });

  it('sends the tab and the search the user picks, back to the first page', async () => {
    const inputs = serveList();
    const { user } = await renderPage({ tab: 'all', q: '', page: 2 });
    await screen.findAllByRole('article');

    await user.click(screen.getByRole('tab', { name: 'Drafts (1)' }));
    await waitFor(() => expect(shownPosts()).toEqual(['Remote onboarding checklist']));
    expect(inputs.at(-1)).toEqual({ tab: 'draft', page: 1, pageSize: 10 });

    await user.type(screen.getByRole('searchbox', { name: 'Search posts' }), 'checklist');
    await waitFor(() => expect(inputs.at(-1)).toEqual({ tab: 'draft', search: 'checklist', page: 1, pageSize: 10 }));
    // Typing is sent once it pauses, not letter by letter.
    expect(inputs.filter((input) => input.search !== undefined)).toHaveLength(1);
  });

  it('says what an empty tab holds and leads to writing a post', async () => {
    serveList(() => ({ posts: [], total: 0, counts: { all: 2, draft: 2, scheduled: 0, published: 0 } }));
    await renderPage({ tab: 'scheduled', q: '', page: 1 });

    expect(
      await screen.findByText('No scheduled posts. Schedule a draft to choose when it goes out.'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Create Post' })[0]).toHaveAttribute('href', '/linkedin-grow/create');
  });

  it('pages through the posts', async () => {
    const inputs = serveList((input) => ({
      posts: input.page === 1 ? [draftPost] : [lessonPost],
      total: 12,
      counts: { all: 12, draft: 11, scheduled: 1, published: 0 },
    }));
    const { user } = await renderPage();
    await screen.findAllByRole('article');

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(shownPosts()).toEqual(['What a failed launch taught me']));
    expect(inputs.at(-1)).toEqual({ tab: 'all', page: 2, pageSize: 10 });
  });

  it('asks before deleting, deletes, says "Post Deleted" and shows the list without the post', async () => {
    let deleted = false;
    serveList((input) => {
      const answer = answerList(input);
      if (!deleted) return answer;
      const posts = answer.posts.filter((p) => p.id !== lessonPost.id);
      return { posts, total: posts.length, counts: { all: 2, draft: 1, scheduled: 0, published: 1 } };
    });
    const deletes: unknown[] = [];
    mswServer.use(
      trpcMutation(TEST_ORIGIN, 'linkedin.posts.delete', {
        data: { deleted: true },
        onRequest: (input) => {
          deletes.push(input);
          deleted = true;
        },
      }),
    );
    const { user } = await renderPage();
    await screen.findAllByRole('article');

    await user.click(screen.getByRole('button', { name: 'More actions for What a failed launch taught me' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this post?' });
    expect(within(dialog).getByText('What a failed launch taught me')).toBeInTheDocument();
    expect(deletes).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Post Deleted')).toBeInTheDocument();
    expect(deletes).toEqual([{ id: lessonPost.id }]);
    await waitFor(() => expect(shownPosts()).toEqual(['Remote onboarding checklist', 'We are hiring a data engineer']));
    expect(screen.getByRole('tab', { name: 'All (2)' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the post and says so when deleting fails', async () => {
    serveList();
    mswServer.use(trpcMutation(TEST_ORIGIN, 'linkedin.posts.delete', { appError: 'INTERNAL' }));
    const { user } = await renderPage();
    await screen.findAllByRole('article');

    await user.click(screen.getByRole('button', { name: 'More actions for Remote onboarding checklist' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Failed to delete the LinkedIn post. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText('Post Deleted')).not.toBeInTheDocument();
    expect(shownPosts()).toHaveLength(3);
  });

  it('duplicates a post, and says so when it fails', async () => {
    serveList();
    const duplicated: unknown[] = [];
    mswServer.use(
      trpcMutation(TEST_ORIGIN, 'linkedin.posts.duplicate', {
        data: { ...draftPost, id: '44444444-4444-4444-8444-444444444444' },
        onRequest: (input) => duplicated.push(input),
      }),
    );
    const { user } = await renderPage();
    await screen.findAllByRole('article');

    await user.click(screen.getByRole('button', { name: 'More actions for We are hiring a data engineer' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Duplicate' }));
    expect(
      await screen.findByText('Post duplicated. The copy is a draft at the top of your posts.'),
    ).toBeInTheDocument();
    expect(duplicated).toEqual([{ id: hiringPost.id }]);

    mswServer.use(trpcMutation(TEST_ORIGIN, 'linkedin.posts.duplicate', { appError: 'INTERNAL' }));
    await user.click(screen.getByRole('button', { name: 'More actions for We are hiring a data engineer' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Duplicate' }));
    expect(await screen.findByText('Failed to save the LinkedIn post. Please try again.')).toBeInTheDocument();
  });

  it('saves a post as a template, and says so when it fails', async () => {
    serveList();
    const saved: unknown[] = [];
    mswServer.use(
      trpcMutation(TEST_ORIGIN, 'linkedin.templates.createFromPost', {
        data: {
          id: '55555555-5555-4555-8555-555555555555',
          source: 'own',
          name: 'Launch lessons',
          category: 'Lessons',
          description: '',
          structure: 'Hook\nLessons',
          examplePost: lessonPost.content,
        },
        onRequest: (input) => saved.push(input),
      }),
    );
    const { user } = await renderPage();
    await screen.findAllByRole('article');

    await user.click(screen.getByRole('button', { name: 'More actions for What a failed launch taught me' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Save as template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save as template' });
    const name = within(dialog).getByRole('textbox', { name: /^Template name/ });
    expect(name).toHaveValue('What a failed launch taught me');
    await user.clear(name);
    await user.type(name, 'Launch lessons');
    await user.type(within(dialog).getByRole('combobox', { name: /^Category/ }), 'Lessons');
    await user.click(within(dialog).getByRole('button', { name: 'Save template' }));

    expect(await screen.findByText('Template “Launch lessons” saved to My templates.')).toBeInTheDocument();
    expect(saved).toEqual([{ postId: lessonPost.id, name: 'Launch lessons', category: 'Lessons' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    mswServer.use(trpcMutation(TEST_ORIGIN, 'linkedin.templates.createFromPost', { appError: 'INTERNAL' }));
    await user.click(screen.getByRole('button', { name: 'More actions for Remote onboarding checklist' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Save as template' }));
    const again = await screen.findByRole('dialog', { name: 'Save as template' });
    await user.type(within(again).getByRole('combobox', { name: /^Category/ }), 'Career');
    await user.click(within(again).getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText('Failed to save the LinkedIn post. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Save as template' })).toBeInTheDocument();
  });

  it('says the posts did not load, and loads them on Try Again', async () => {
    let failing = true;
    serveList((input) => (failing ? FAIL : answerList(input)));
    const { user } = await renderedUntilShown(
      () => renderPage(),
      'Failed to load your LinkedIn posts. Please try again.',
    );
    expect(screen.getByText('Your LinkedIn posts could not be loaded')).toBeInTheDocument();

    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findAllByRole('article')).toHaveLength(3);
  });
});

describe('the My Posts page in the app', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('reads its tab, search and page from the address, and writes the tab picked back to it', async () => {
    const inputs: ListInput[] = [];
    mswServer.use(
      trpcQueries(TEST_ORIGIN, {
        'auth.me': () => signedInUser(),
        'system.info': () => SYSTEM_INFO,
        'words.account': () => ({ availableWords: 2000, heldWords: 0, nextExpiry: null, history: [] }),
        'linkedin.posts.list': (input) => {
          inputs.push(input);
          return answerList(input);
        },
      }),
    );
    window.history.replaceState(null, '', '/linkedin-grow/my-posts?tab=draft&q=checklist&page=2');
    const { router } = await renderApp();
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { name: 'My LinkedIn Posts' })).toBeInTheDocument();
    expect(inputs[0]).toEqual({ tab: 'draft', search: 'checklist', page: 2, pageSize: 10 });
    expect(screen.getByRole('searchbox', { name: 'Search posts' })).toHaveValue('checklist');
    expect(screen.queryByText(/on its way/)).not.toBeInTheDocument();

    await user.click(await screen.findByRole('tab', { name: 'Published (1)' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'published', q: 'checklist' }));
    expect(inputs.at(-1)).toEqual({ tab: 'published', search: 'checklist', page: 1, pageSize: 10 });
  });
});
