import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  installBrowserStandIns,
  PUBLIC_IMAGE_URL,
  postEditor,
  previewText,
  renderPostPage,
  SAVED_ID,
  savedPost,
} from './linkedin-post-page.tsx';

installBrowserStandIns();

/** A PNG of one pixel, as a pasted screenshot arrives. */
const PIXEL_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

async function editing(content: string, overrides: Parameters<typeof savedPost>[0] = {}) {
  const page = await renderPostPage({ edit: savedPost({ content, ...overrides }) });
  await waitFor(() => expect(postEditor().editor.getMarkdown()).toBe(content));
  return page;
}

/** Runs editor commands as the toolbar would, inside React's act so the page follows. */
function inEditor(run: (editor: ReturnType<typeof postEditor>['editor']) => void) {
  act(() => run(postEditor().editor));
}

/** A paste as the browser fires it (jsdom has no ClipboardEvent): no files, the HTML comes with pasteHTML. */
function pasteEvent(): ClipboardEvent {
  const clipboardData = { files: [], types: ['text/html'], getData: () => '' };
  return Object.assign(new Event('paste'), { clipboardData }) as unknown as ClipboardEvent;
}

function unicodeSwitch() {
  return screen.getByRole('switch', { name: /^Bold and italic as Unicode letters/ });
}

describe('Post editor: the 3,000-character limit', () => {
  it('counts the text LinkedIn receives, and blocks Save beyond 3,000 characters with the reason', async () => {
    await editing('x'.repeat(3001));
    expect(screen.getByText('3,001 / 3,000 characters')).toBeInTheDocument();
    expect(screen.getByText("1 over LinkedIn's limit")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.getByText('LinkedIn takes up to 3,000 characters: shorten the post to save it.')).toBeInTheDocument();

    inEditor((editor) => editor.chain().setTextSelection({ from: 1, to: 2 }).deleteSelection().run());
    expect(await screen.findByText('3,000 / 3,000 characters')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(screen.queryByText(/shorten the post/)).not.toBeInTheDocument();
  });

  it('counts the text, not its markdown: a long markdown with a short text can be saved', async () => {
    const markdown = Array.from({ length: 700 }, () => '**a**').join(' ');
    expect(markdown.length).toBeGreaterThan(3000);
    await editing(markdown);
    expect(screen.getByText('1,399 / 3,000 characters')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('counts Unicode bold letters as LinkedIn does, two units each, once they are turned on', async () => {
    await editing(`**${'a'.repeat(1600)}**`);
    expect(screen.getByText('1,600 / 3,000 characters')).toBeInTheDocument();
    await userEvent.click(unicodeSwitch());
    expect(await screen.findByText('3,200 / 3,000 characters')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });
});

describe('Post editor: formatting and the preview', () => {
  it('makes a word bold, which the preview shows as LinkedIn will: Unicode bold when on, plain when off', async () => {
    const { sent } = await renderPostPage();
    await waitFor(() => postEditor());
    inEditor((editor) => editor.commands.setContent('Remote work wins', { contentType: 'markdown' }));
    inEditor((editor) => editor.commands.setTextSelection({ from: 1, to: 7 }));
    await userEvent.click(screen.getByRole('button', { name: 'Bold' }));

    expect(postEditor().textbox.querySelector('strong')).toHaveTextContent('Remote');
    await waitFor(() => expect(previewText()).toBe('Remote work wins'));
    expect(
      screen.getByText(/Screen readers and LinkedIn search do not read Unicode-styled letters\./),
    ).toBeInTheDocument();

    await userEvent.click(unicodeSwitch());
    await waitFor(() => expect(previewText()).toBe('𝗥𝗲𝗺𝗼𝘁𝗲 work wins'));

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Post Saved')).toBeInTheDocument();
    expect(sent.create).toEqual([
      expect.objectContaining({ content: '**Remote** work wins', unicodeStyles: true, mediaUrls: [] }),
    ]);
  });

  it('writes lists, hashtags and emoji as LinkedIn shows them', async () => {
    await editing('Three habits');
    inEditor((editor) => editor.commands.setTextSelection({ from: 1, to: 1 }));
    await userEvent.click(screen.getByRole('button', { name: 'Bullet list' }));
    await waitFor(() => expect(previewText()).toBe('• Three habits'));

    inEditor((editor) =>
      editor.chain().setContent('Remote work', { contentType: 'markdown' }).setTextSelection({ from: 1, to: 12 }).run(),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Hashtag' }));
    // A hashtag holds no spaces: the selected words become one.
    await waitFor(() => expect(previewText()).toBe('#Remotework'));

    await userEvent.click(screen.getByRole('button', { name: 'Insert emoji' }));
    const picker = await screen.findByRole('dialog', { name: 'Insert emoji' });
    await userEvent.click(within(picker).getByRole('button', { name: '🚀' }));
    await waitFor(() => expect(previewText()).toBe('#Remotework🚀'));
  });

  it('folds a long post at "…see more" and shows it whole once clicked, on a desktop or a phone', async () => {
    const long = `${'Remote teams write things down. '.repeat(9)}The end.`;
    await editing(long);
    const preview = screen.getByRole('region', { name: 'LinkedIn preview' });
    const seeMore = within(preview).getByRole('button', { name: '…see more' });
    expect(previewText()).not.toContain('The end.');
    await userEvent.click(seeMore);
    expect(previewText()).toContain('The end.');
    expect(within(preview).getByRole('radio', { name: 'Desktop' })).toBeChecked();
    await userEvent.click(within(preview).getByRole('radio', { name: 'Phone' }));
    expect(within(preview).getByRole('radio', { name: 'Phone' })).toBeChecked();
    // The author line: the profile's name and its initial.
    expect(within(preview).getByText('Ada Lovelace')).toBeInTheDocument();
  });

  it('keeps a published post read-only', async () => {
    await editing('Already on LinkedIn', { status: 'published' });
    expect(
      screen.getByText('This post is published on LinkedIn: its text and media can no longer be changed.'),
    ).toBeInTheDocument();
    expect(postEditor().textbox).toHaveAttribute('contenteditable', 'false');
    expect(screen.queryByRole('button', { name: 'Bold' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Attach images or a PDF' })).not.toBeInTheDocument();
  });
});

describe('Post editor: saving', () => {
  it('saves the edited markdown and every field', async () => {
    const { sent } = await editing('Remote work', { icp: 'Founders', intent: 'Educate' });
    inEditor((editor) => editor.chain().setTextSelection({ from: 1, to: 7 }).toggleItalic().run());
    await userEvent.clear(screen.getByRole('textbox', { name: 'Intent' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Post Saved')).toBeInTheDocument();
    expect(sent.update).toEqual([
      {
        id: SAVED_ID,
        topic: 'Remote work for small teams',
        language: 'English',
        postLength: 'medium',
        writingStyle: 'professional',
        icp: 'Founders',
        // Emptied or left empty: cleared, not kept (update changes only what it is given).
        intent: '',
        category: '',
        additionalGuidance: '',
        templateId: '',
        templateStructure: '',
        templateExamplePost: '',
        postCreationMethod: 'By Topic',
        content: '*Remote* work',
        mediaUrls: [],
        unicodeStyles: false,
      },
    ]);
  });

  it('says an update failed with the spec texts', async () => {
    await renderPostPage({ edit: savedPost({ content: 'Remote work' }), update: { appError: 'INTERNAL' } });
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Error Updating Post')).toBeInTheDocument();
    expect(screen.getByText('Failed to update the LinkedIn post. Please try again.')).toBeInTheDocument();
  });

  it('says saving a new post failed with the spec text', async () => {
    await renderPostPage({ create: { networkError: true } });
    await waitFor(() => postEditor());
    inEditor((editor) => editor.commands.setContent('Remote work', { contentType: 'markdown' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to save the LinkedIn post. Please try again.')).toBeInTheDocument();
  });
});

describe('Post editor: media', () => {
  function attach(...files: File[]) {
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('No file input');
    return userEvent.upload(input, files);
  }

  it('uploads an attached image, shows it in the preview and saves its public URL', async () => {
    const { sent } = await editing('Our new office');
    await attach(new File([new Uint8Array(68)], 'office photo.png', { type: 'image/png' }));
    await waitFor(() => expect(sent.uploads).toEqual([{ fileName: 'office photo.png', bytes: 68 }]));
    const preview = screen.getByRole('region', { name: 'LinkedIn preview' });
    await waitFor(() =>
      expect(within(preview).getByRole('img', { name: 'office photo.png' })).toHaveAttribute('src', PUBLIC_IMAGE_URL),
    );
    expect(screen.getByRole('button', { name: 'Remove office photo.png' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent.update).toEqual([expect.objectContaining({ mediaUrls: [PUBLIC_IMAGE_URL] })]));
  });

  it('says "Failed to upload image" when the server refuses an image, and drops it', async () => {
    await renderPostPage({
      upload: {
        status: 415,
        body: {
          error: {
            code: 'UPLOAD_REFUSED',
            message: 'Only JPEG, PNG, GIF and WebP images and PDF documents can be attached.',
          },
        },
      },
    });
    await waitFor(() => postEditor());
    await attach(new File(['MZ'], 'holiday.png', { type: 'image/png' }));
    expect(await screen.findByText('Failed to upload image')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove holiday.png' })).not.toBeInTheDocument());
  });

  it('says "Failed to upload file" when a document is refused', async () => {
    await renderPostPage({
      upload: { status: 413, body: { error: { code: 'UPLOAD_REFUSED', message: 'Too large' } } },
    });
    await waitFor(() => postEditor());
    await attach(new File(['%PDF-1.7'], 'deck.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Failed to upload file')).toBeInTheDocument();
  });

  it('takes up to 9 images or one PDF', async () => {
    const { sent } = await renderPostPage();
    await waitFor(() => postEditor());
    const images = Array.from(
      { length: 10 },
      (_, index) => new File(['x'], `photo-${index}.png`, { type: 'image/png' }),
    );
    await attach(...images);
    expect(await screen.findByText('A post can carry up to 9 images or one PDF document.')).toBeInTheDocument();
    expect(sent.uploads).toEqual([]);
  });

  it('uploads an image pasted into the text and replaces its data: address with the public URL', async () => {
    const { sent } = await editing('Look at this');
    inEditor((editor) => {
      editor.commands.setTextSelection(editor.state.doc.content.size - 1);
      editor.view.pasteHTML(`<img src="${PIXEL_PNG}" alt="Screenshot">`, pasteEvent());
    });
    await waitFor(() => expect(sent.uploads).toHaveLength(1));
    await waitFor(() => expect(postEditor().editor.getMarkdown()).toContain(PUBLIC_IMAGE_URL));
    expect(postEditor().editor.getMarkdown()).not.toContain('data:');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sent.update).toEqual([
        expect.objectContaining({ content: expect.stringContaining(`(${PUBLIC_IMAGE_URL})`) }),
      ]),
    );
  });

  it('says "Failed to upload image" when a pasted image cannot be uploaded', async () => {
    await renderPostPage({
      edit: savedPost({ content: 'Look at this' }),
      upload: { status: 415, body: { error: { code: 'UPLOAD_REFUSED', message: 'Unsupported' } } },
    });
    await waitFor(() => expect(postEditor().editor.getMarkdown()).toBe('Look at this'));
    inEditor((editor) => editor.view.pasteHTML(`<img src="${PIXEL_PNG}" alt="Screenshot">`, pasteEvent()));
    expect(await screen.findByText('Failed to upload image')).toBeInTheDocument();
  });
});
