/**
 * Publishing a LinkedIn post in the browser (issue 13): Publish now and its success page, the
 * connect dialog that keeps the pending post, the auto-publish after /auth/callback, its failure,
 * the may-have-been-published panel, and the notices in the top bar.
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import superjson from 'superjson';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserWindow } from '../../client/src/features/linkedin/publish/leave-page.ts';
import type { TLinkedInPost, TLinkedInPublishingStatus } from '../../shared/src/schemas/linkedin.ts';
import { aLinkedInPost } from '../helpers/linkedin-post.ts';
import { renderApp, TEST_ORIGIN } from '../helpers/render.tsx';
import { type InputOf, type OutputOf, trpcQueries } from '../mocks/trpc.ts';
import { type MutationAnswer, trpcMutation } from '../mocks/trpc-mutations.ts';
import { SYSTEM_INFO } from '../setup/client.ts';
import { mswServer } from '../setup/msw-node.ts';
import { installBrowserStandIns } from './linkedin-post-page.tsx';
import { signedInUser } from './signed-in-user.ts';

// The whole app renders on two shared cores: a first page can take seconds.
configure({ asyncUtilTimeout: 8000 });
// The create page's editor needs what jsdom lacks.
installBrowserStandIns();

const POST_ID = '44444444-4444-4444-8444-444444444444';
const LINKEDIN_URL = 'https://www.linkedin.com/feed/update/urn:li:share:7123';

const draft = aLinkedInPost({
  id: POST_ID,
  topic: 'Three things our support team taught me',
  content: 'Support tickets are the best product research we have.',
});
const published: TLinkedInPost = {
  ...draft,
  status: 'published',
  linkedinPostId: 'urn:li:share:7123',
  linkedinUrl: LINKEDIN_URL,
  publishedAt: new Date('2026-11-25T10:00:00Z'),
};

const CONNECTED: TLinkedInPublishingStatus = { connected: true, expiresAt: null, canPublish: true, missingScopes: [] };
const NOT_CONNECTED: TLinkedInPublishingStatus = {
  connected: false,
  expiresAt: null,
  canPublish: false,
  missingScopes: [],
};

type Notices = OutputOf<'notices.list'>;

interface Server {
  /** What `linkedin.posts.get` and the list answer for the post. */
  post: TLinkedInPost;
  access: TLinkedInPublishingStatus;
  notices: Notices;
}

interface Sent {
  publish: InputOf<'linkedin.posts.publish'>[];
  publishAgain: InputOf<'linkedin.posts.publishAgain'>[];
  markPublished: InputOf<'linkedin.posts.markPublished'>[];
  setPending: InputOf<'linkedin.publishing.setPending'>[];
  takePending: number;
  markRead: InputOf<'notices.markRead'>[];
}

/** The signed-in app's data and the publishing procedures, as the server answers them. */
function serve(
  initial: Partial<Server> = {},
  answers: {
    publish?: MutationAnswer<'linkedin.posts.publish'>;
    takePending?: OutputOf<'linkedin.publishing.takePending'>;
  } = {},
) {
  const server: Server = {
    post: draft,
    access: CONNECTED,
    notices: { notices: [], unread: 0 },
    ...initial,
  };
  const sent: Sent = { publish: [], publishAgain: [], markPublished: [], setPending: [], takePending: 0, markRead: [] };
  const noticesAnswer = { data: server.notices };
  mswServer.use(
    trpcQueries(TEST_ORIGIN, {
      'auth.me': () => signedInUser(),
      'words.account': () => ({ availableWords: 2000, heldWords: 0, nextExpiry: null, history: [] }),
      'system.info': () => SYSTEM_INFO,
      'linkedin.templates.list': () => ({ library: [], own: [], categories: [] }),
      'linkedin.posts.get': () => server.post,
      'linkedin.posts.list': () => ({
        posts: [server.post],
        total: 1,
        counts: { all: 1, draft: 1, scheduled: 0, published: 0 },
      }),
      'linkedin.publishing.status': () => server.access,
    }),
    // The notices are read on a request of their own (see NoticesBell): not a batch.
    http.get(`${TEST_ORIGIN}/trpc/notices.list`, () =>
      HttpResponse.json({ result: { data: superjson.serialize(noticesAnswer.data) } }),
    ),
    trpcMutation(TEST_ORIGIN, 'linkedin.posts.publish', {
      data: { post: published, linkedinUrl: LINKEDIN_URL },
      ...answers.publish,
      onRequest: (input) => {
        sent.publish.push(input);
        if (!answers.publish?.appError) server.post = published;
      },
    }),
    trpcMutation(TEST_ORIGIN, 'linkedin.posts.publishAgain', {
      data: { post: published, linkedinUrl: LINKEDIN_URL },
      onRequest: (input) => {
        sent.publishAgain.push(input);
        server.post = published;
      },
    }),
    trpcMutation(TEST_ORIGIN, 'linkedin.posts.markPublished', {
      data: { ...published, linkedinUrl: LINKEDIN_URL },
      onRequest: (input) => sent.markPublished.push(input),
    }),
    trpcMutation(TEST_ORIGIN, 'linkedin.publishing.setPending', {
      onRequest: (input) => sent.setPending.push(input),
    }),
    trpcMutation(TEST_ORIGIN, 'linkedin.publishing.takePending', {
      data: answers.takePending ?? { postId: null },
      onRequest: () => {
        sent.takePending += 1;
      },
    }),
    trpcMutation(TEST_ORIGIN, 'notices.markRead', {
      data: { marked: 1 },
      onRequest: (input) => {
        sent.markRead.push(input);
        noticesAnswer.data = {
          notices: server.notices.notices.map((notice) => ({ ...notice, readAt: new Date() })),
          unread: 0,
        };
      },
    }),
  );
  return { server, sent };
}

/** Opens the app at `address`, as a full page load would. */
async function openAt(address: string) {
  window.history.replaceState(null, '', address);
  return renderApp();
}

let goTo: ReturnType<typeof vi.spyOn>;
let openInNewTab: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  goTo = vi.spyOn(browserWindow, 'goTo').mockImplementation(() => undefined);
  openInNewTab = vi.spyOn(browserWindow, 'openInNewTab').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('Publish now', () => {
  it('publishes a draft from My Posts, opens it on LinkedIn and shows the success page with its link', async () => {
    const { sent } = serve();
    const { router } = await openAt('/linkedin-grow/my-posts');
    const card = await screen.findByRole('article', { name: 'Three things our support team taught me' });
    await userEvent.click(within(card).getByRole('button', { name: 'Publish now' }));

    expect(await screen.findByRole('heading', { name: 'Published on LinkedIn', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/linkedin-publish-success');
    expect(router.state.location.search).toEqual({ id: POST_ID });
    expect(sent.publish).toEqual([{ id: POST_ID }]);
    expect(openInNewTab).toHaveBeenCalledWith(LINKEDIN_URL);
    expect(screen.getByText('Your post is live on LinkedIn.')).toBeInTheDocument();
    const open = screen.getByRole('link', { name: 'Open on LinkedIn (opens in a new tab)' });
    expect(open).toHaveAttribute('href', LINKEDIN_URL);
    expect(open).toHaveAttribute('target', '_blank');
    const page = screen.getByRole('main');
    expect(within(page).getByRole('link', { name: 'My Posts' })).toHaveAttribute('href', '/linkedin-grow/my-posts');
    expect(within(page).getByRole('link', { name: 'Insights' })).toHaveAttribute('href', '/linkedin-grow/insights');
  });

  it('without LinkedIn connected, explains, keeps the post here and on the server, and goes to LinkedIn', async () => {
    const { sent } = serve({ access: NOT_CONNECTED });
    await openAt(`/linkedin-grow/create?edit=${POST_ID}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Publish now' }));

    const dialog = await screen.findByRole('dialog', { name: 'Connect LinkedIn' });
    expect(
      within(dialog).getByText('Please connect your LinkedIn account in your profile settings first.'),
    ).toBeInTheDocument();
    expect(sent.publish).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Connect LinkedIn' }));

    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/auth/linkedin?lang=en&returnTo=%2Fauth%2Fcallback'));
    expect(window.localStorage.getItem('pendingLinkedinPostId')).toBe(POST_ID);
    expect(sent.setPending).toEqual([{ postId: POST_ID }]);
  });

  it('says why LinkedIn refused the post, and offers to reconnect an expired connection', async () => {
    serve({}, { publish: { appError: 'LINKEDIN_TOKEN_EXPIRED' } });
    await openAt(`/linkedin-grow/create?edit=${POST_ID}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Publish now' }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Publishing Failed')).toBeInTheDocument();
    expect(
      within(alert).getByText('LinkedIn token has expired. Please reconnect your LinkedIn account.'),
    ).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Reconnect LinkedIn' }));
    expect(await screen.findByRole('dialog', { name: 'Connect LinkedIn' })).toBeInTheDocument();
  });
});

describe('a rate-limited publish', () => {
  it('says when LinkedIn allows the next try', async () => {
    // Over the default answers: handlers added later are asked first.
    serve();
    mswServer.use(
      http.post(`${TEST_ORIGIN}/trpc/linkedin.posts.publish`, () => {
        const data = {
          code: 'TOO_MANY_REQUESTS',
          httpStatus: 429,
          appError: 'LINKEDIN_RATE_LIMITED',
          retryAfterSeconds: 150,
        };
        const error = superjson.serialize({ message: 'LINKEDIN_RATE_LIMITED', code: -32029, data });
        return HttpResponse.json([{ error }], { status: 429 });
      }),
    );
    await openAt(`/linkedin-grow/create?edit=${POST_ID}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Publish now' }));
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText(
        'LinkedIn is limiting how often you can post right now. Please wait a while and try again.',
      ),
    ).toBeInTheDocument();
    expect(within(alert).getByText('You can try again in about 3 minutes.')).toBeInTheDocument();
    expect(within(alert).queryByRole('button', { name: 'Reconnect LinkedIn' })).not.toBeInTheDocument();
  });
});

describe('after LinkedIn sends the browser back to /auth/callback', () => {
  it('publishes the pending post and lands on create?success=true&autoPublished=true with its link', async () => {
    window.localStorage.setItem('pendingLinkedinPostId', POST_ID);
    const { sent } = serve({}, { takePending: { postId: POST_ID } });
    const { router } = await openAt('/auth/callback?connected=linkedin');

    await waitFor(() => expect(router.state.location.pathname).toBe('/linkedin-grow/create'));
    expect(router.state.location.search).toEqual({ success: true, autoPublished: true });
    expect(sent.takePending).toBe(1);
    expect(sent.publish).toEqual([{ id: POST_ID }]);
    expect(window.localStorage.getItem('pendingLinkedinPostId')).toBeNull();
    expect(
      await screen.findByText('LinkedIn is connected and your post was published automatically.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open on LinkedIn (opens in a new tab)' })).toHaveAttribute(
      'href',
      LINKEDIN_URL,
    );
  });

  it('publishes the post the server kept when this browser lost its copy', async () => {
    const { sent } = serve({}, { takePending: { postId: POST_ID } });
    const { router } = await openAt('/auth/callback?connected=linkedin');
    await waitFor(() => expect(router.state.location.search).toEqual({ success: true, autoPublished: true }));
    expect(sent.publish).toEqual([{ id: POST_ID }]);
  });

  it('lands on /linkedin-grow/create with the reason when the auto-publish fails', async () => {
    window.localStorage.setItem('pendingLinkedinPostId', POST_ID);
    const { sent } = serve({}, { publish: { appError: 'LINKEDIN_DUPLICATE_POST' } });
    const { router } = await openAt('/auth/callback?connected=linkedin');

    await waitFor(() => expect(router.state.location.pathname).toBe('/linkedin-grow/create'));
    expect(router.state.location.search).toEqual({});
    expect(sent.publish).toEqual([{ id: POST_ID }]);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Publishing Failed')).toBeInTheDocument();
    expect(
      within(alert).getByText(
        'LinkedIn refused this post because it repeats a post you already published. Change the text and try again.',
      ),
    ).toBeInTheDocument();
    expect(window.localStorage.getItem('pendingLinkedinPostId')).toBeNull();
  });

  it('clears the pending post when the LinkedIn login failed, and publishes nothing', async () => {
    window.localStorage.setItem('pendingLinkedinPostId', POST_ID);
    const { sent } = serve({}, { takePending: { postId: POST_ID } });
    const { router } = await openAt('/auth/callback?connectError=cancelled&provider=linkedin');

    await waitFor(() => expect(router.state.location.pathname).toBe('/linkedin-grow/create'));
    expect(sent.publish).toEqual([]);
    expect(sent.takePending).toBe(1);
    expect(window.localStorage.getItem('pendingLinkedinPostId')).toBeNull();
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText('LinkedIn account not connected. Please connect your LinkedIn account.'),
    ).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Reconnect LinkedIn' })).toBeInTheDocument();
  });

  it('goes to the dashboard when no post was waiting', async () => {
    const { sent } = serve();
    const { router } = await openAt('/auth/callback?provider=linkedin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(sent.publish).toEqual([]);
  });
});

describe('a post that may have been published', () => {
  const unknown = aLinkedInPost({ ...draft, publishOutcomeUnknown: true, publishError: 'LINKEDIN_OUTCOME_UNKNOWN' });

  it('links to the LinkedIn activity and is marked published with the address the user pasted', async () => {
    const { sent } = serve({ post: unknown });
    await openAt('/linkedin-grow/my-posts');
    const card = await screen.findByRole('article', { name: 'Three things our support team taught me' });
    expect(within(card).getByText('May have been published', { selector: '.mantine-Badge-label' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Publish now' })).not.toBeInTheDocument();
    const activity = within(card).getByRole('link', { name: 'Open my LinkedIn activity (opens in a new tab)' });
    expect(activity).toHaveAttribute('href', 'https://www.linkedin.com/in/me/recent-activity/all/');
    expect(activity).toHaveAttribute('target', '_blank');

    await userEvent.click(within(card).getByRole('button', { name: 'Mark as published' }));
    const address = within(card).getByRole('textbox', { name: "The post's address on LinkedIn (optional)" });
    await userEvent.type(address, 'https://example.com/post');
    await userEvent.click(within(card).getByRole('button', { name: 'Confirm it is published' }));
    expect(
      await within(card).findByText(
        "Paste the post's address from LinkedIn (https://www.linkedin.com/…), or leave it empty.",
      ),
    ).toBeInTheDocument();
    expect(sent.markPublished).toEqual([]);

    await userEvent.clear(address);
    await userEvent.type(address, LINKEDIN_URL);
    await userEvent.click(within(card).getByRole('button', { name: 'Confirm it is published' }));
    await waitFor(() => expect(sent.markPublished).toEqual([{ id: POST_ID, linkedinUrl: LINKEDIN_URL }]));
    expect(await screen.findByText('Post marked as published.')).toBeInTheDocument();
  });

  it('is published again on request, and shows the success page', async () => {
    const { sent } = serve({ post: unknown });
    const { router } = await openAt('/linkedin-grow/my-posts');
    const card = await screen.findByRole('article', { name: 'Three things our support team taught me' });
    await userEvent.click(within(card).getByRole('button', { name: 'Publish again' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/linkedin-publish-success'));
    expect(sent.publishAgain).toEqual([{ id: POST_ID }]);
    expect(openInNewTab).toHaveBeenCalledWith(LINKEDIN_URL);
  });
});

describe('notices', () => {
  it('shows the unread count in the top bar, the notice in words, and marks them read', async () => {
    const { sent } = serve({
      notices: {
        notices: [
          {
            id: '55555555-5555-4555-8555-555555555555',
            kind: 'linkedin_scheduled_publish_failed',
            payload: { postId: POST_ID, code: 'LINKEDIN_RATE_LIMITED' },
            createdAt: new Date('2026-11-25T08:00:00Z'),
            readAt: null,
          },
        ],
        unread: 1,
      },
    });
    await openAt('/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    expect(
      await screen.findByText('A scheduled post could not be published. It is a draft again.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('LinkedIn is limiting how often you can post right now. Please wait a while and try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the post' })).toHaveAttribute(
      'href',
      `/linkedin-grow/create?edit=${POST_ID}`,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(sent.markRead).toEqual([{}]));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });
});
