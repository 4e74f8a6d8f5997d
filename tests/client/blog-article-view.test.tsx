import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ArticleView } from '../../client/src/features/blog/article/ArticleView.tsx';
import { EngagementBar } from '../../client/src/features/blog/article/EngagementBar.tsx';
import type { ArticleDetail } from '../../shared/src/schemas/blog.ts';
import type { ArticleEngagementState } from '../../shared/src/schemas/blog-engagement.ts';
import { renderInApp } from '../helpers/render.tsx';
import { mswServer } from '../setup/msw-node.ts';
import { anArticle, aSummary } from './blog-article-fixture.ts';
import { publicMutation, publicQuery } from './blog-public-api-handlers.ts';

configure({ asyncUtilTimeout: 5000 });

function renderView(article: ArticleDetail, related = [aSummary({ id: 'r1', title: 'Related one' })]) {
  return renderInApp(
    <ArticleView
      article={article}
      related={related}
      hrefOfTranslation={(translation) => `/blog/${translation.id}`}
      hrefOfRelated={(item) => `/blog/${item.id}`}
    />,
  );
}

const FRENCH = {
  id: '0a1b2c3d-0000-4000-8000-000000000002',
  languageCode: 'fr',
  title: 'Comment les moteurs lisent vos titres',
  status: 'published' as const,
  path: '/seo/on-page/titles/fr/comment-les-moteurs-lisent-vos-titres',
};

describe('The article view', () => {
  it('shows the header: date, read time from the words, author, language and category badges, and the tags', async () => {
    await renderView(anArticle(), []);
    expect(await screen.findByRole('heading', { level: 1, name: 'How search engines read your titles' })).toBeVisible();
    expect(screen.getByText('November 20, 2026')).toBeInTheDocument();
    expect(screen.getByText('5 min read')).toBeInTheDocument();
    expect(screen.getByText('By Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText('English')).toBeInTheDocument();
    expect(screen.getByText('SEO')).toBeInTheDocument();
    expect(screen.getByText('Writing')).toBeInTheDocument();
    expect(screen.getByText('#titles')).toBeInTheDocument();
    expect(screen.getByText('A title is a promise.')).toBeInTheDocument();
  });

  it('says the read time of a longer article', async () => {
    await renderView(anArticle({ readMinutes: 12 }));
    expect(await screen.findByText('12 min read')).toBeInTheDocument();
    expect(screen.queryByText('5 min read')).not.toBeInTheDocument();
  });

  it('offers "Read in Other Languages" only when the article has more than one language', async () => {
    const { unmount } = await renderView(anArticle());
    await screen.findByText('A title is a promise.');
    expect(screen.queryByText('Read in Other Languages')).not.toBeInTheDocument();
    unmount();

    const article = anArticle();
    await renderView({ ...article, translations: [...article.translations, FRENCH] });
    const card = (await screen.findByText('Read in Other Languages')).closest('nav') as HTMLElement;
    const link = within(card).getByRole('link', { name: 'Français: Comment les moteurs lisent vos titres' });
    expect(link).toHaveAttribute('href', `/blog/${FRENCH.id}`);
    // The article's own language is not offered as "another" one.
    expect(within(card).getAllByRole('link')).toHaveLength(1);
  });

  it('says "No content available to display." for an empty article', async () => {
    await renderView(anArticle({ content: '' }));
    expect(await screen.findByText('No content available to display.')).toBeInTheDocument();
  });

  it('shows a refused link as an invalid link and a refused image as a placeholder, and replaces an image that fails to load', async () => {
    const { container } = await renderView(
      anArticle({
        content:
          '<p>See <span class="invalid-link" title="javascript:alert(1)">this trick</span>.</p>' +
          '<p><span class="image-placeholder" role="img" aria-label="Image not available"></span></p>' +
          '<p><img src="https://img.example.com/gone.png" alt="A chart of clicks"></p>',
      }),
    );
    const invalid = await screen.findByText('this trick');
    expect(invalid).toHaveClass('invalid-link');
    expect(invalid).toHaveAttribute('title', 'javascript:alert(1)');
    expect(invalid.closest('a')).toBeNull();
    expect(container.querySelectorAll('.image-placeholder')).toHaveLength(1);

    fireEvent.error(screen.getByRole('img', { name: 'A chart of clicks' }));
    expect(container.querySelector('img[src="https://img.example.com/gone.png"]')).toBeNull();
    expect(container.querySelectorAll('.image-placeholder')).toHaveLength(2);
    expect(screen.getByRole('img', { name: 'A chart of clicks' })).toHaveClass('image-placeholder');
  });

  it('reads right to left for Arabic', async () => {
    await renderView(anArticle({ languageCode: 'ar', title: 'كيف تقرأ محركات البحث عناوينك' }));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveAttribute('dir', 'rtl');
  });

  it('shows up to three related articles with their dates', async () => {
    const related = ['One', 'Two', 'Three', 'Four'].map((title, index) =>
      aSummary({ id: `r${index}`, title: `Related ${title}` }),
    );
    await renderView(anArticle(), related);
    const section = (await screen.findByRole('heading', { name: 'Related Articles' })).closest(
      'section',
    ) as HTMLElement;
    expect(
      within(section)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/blog/r0', '/blog/r1', '/blog/r2']);
    expect(within(section).queryByText('Related Four')).not.toBeInTheDocument();
  });
});

const ARTICLE_ID = anArticle().id;

function engagement(overrides: Partial<ArticleEngagementState> = {}): ArticleEngagementState {
  return {
    signedIn: true,
    canEdit: false,
    liked: false,
    bookmarked: false,
    likeCount: 4,
    bookmarkCount: 2,
    viewCount: 10,
    ...overrides,
  };
}

async function renderBar(state: ArticleEngagementState) {
  mswServer.use(publicQuery('blogEngagement.state', { data: state }));
  const onShare = vi.fn();
  await renderInApp(<EngagementBar articleId={ARTICLE_ID} onShare={onShare} />);
  return { onShare, user: userEvent.setup() };
}

describe('Like, save and share', () => {
  it('asks a visitor to sign in to like or bookmark, with a link to log in, and sends nothing', async () => {
    const sent = vi.fn();
    mswServer.use(
      publicMutation('blogEngagement.setLike', { data: engagement() }, sent),
      publicMutation('blogEngagement.setBookmark', { data: engagement() }, sent),
    );
    const { user } = await renderBar(engagement({ signedIn: false }));
    const like = await screen.findByRole('button', { name: 'Like (4)' });

    await user.click(like);
    const toast = await screen.findByText('Please sign in to like articles');
    expect(within(toast.closest('.mantine-Notification-root') as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      '/login',
    );
    await user.click(screen.getByRole('button', { name: 'Save (2)' }));
    expect(await screen.findByText('Please sign in to bookmark articles')).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();
    expect(like).toHaveAttribute('aria-pressed', 'false');
  });

  it('counts a like at once and keeps the server’s count', async () => {
    const inputs: unknown[] = [];
    mswServer.use(
      publicMutation('blogEngagement.setLike', { data: engagement({ liked: true, likeCount: 7 }) }, (input) =>
        inputs.push(input),
      ),
    );
    const { user } = await renderBar(engagement());
    await user.click(await screen.findByRole('button', { name: 'Like (4)' }));
    expect(await screen.findByRole('button', { name: 'Like (7)' })).toHaveAttribute('aria-pressed', 'true');
    expect(inputs).toEqual([{ id: ARTICLE_ID, liked: true }]);
  });

  it('undoes a like or a bookmark the server refused, with the failure toast', async () => {
    mswServer.use(
      publicMutation('blogEngagement.setLike', { appError: 'INTERNAL', httpStatus: 500, delayMs: 150 }),
      publicMutation('blogEngagement.setBookmark', { appError: 'INTERNAL', httpStatus: 500, delayMs: 150 }),
    );
    const { user } = await renderBar(engagement({ bookmarked: true }));

    await user.click(await screen.findByRole('button', { name: 'Like (4)' }));
    // Shown at once, before the server answers.
    expect(screen.getByRole('button', { name: 'Like (5)' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('Failed to update like status')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Like (4)' })).toHaveAttribute('aria-pressed', 'false');

    await user.click(screen.getByRole('button', { name: 'Save (2)' }));
    expect(screen.getByRole('button', { name: 'Save (1)' })).toHaveAttribute('aria-pressed', 'false');
    expect(await screen.findByText('Failed to update bookmark status')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save (2)' })).toHaveAttribute('aria-pressed', 'true'),
    );
  });

  it('asks to sign in when the server says the session has ended', async () => {
    mswServer.use(publicMutation('blogEngagement.setLike', { appError: 'UNAUTHENTICATED', httpStatus: 401 }));
    const { user } = await renderBar(engagement());
    await user.click(await screen.findByRole('button', { name: 'Like (4)' }));
    expect(await screen.findByText('Please sign in to like articles')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Like (4)' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByText('Failed to update like status')).not.toBeInTheDocument();
  });

  it('opens sharing', async () => {
    const { user, onShare } = await renderBar(engagement());
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(onShare).toHaveBeenCalledOnce();
  });
});
