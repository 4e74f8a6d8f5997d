import { describe, expect, it } from 'vitest';
import { extractMedia, imageSourcesToUpload, replaceImageSources } from '../../shared/src/domain/linkedin-media.ts';

const PNG_DATA = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk';

describe('extractMedia', () => {
  it('finds the images of the content and the attached files, in order, each once', () => {
    const content = [
      'Our week in pictures.',
      '![The team at the offsite](https://cdn.example.com/linkedin-posts/u1/team.jpg)',
      '- a list with ![a chart](https://cdn.example.com/linkedin-posts/u1/chart.png "Q3")',
      'And again ![](https://cdn.example.com/linkedin-posts/u1/team.jpg)',
    ].join('\n\n');
    const media = extractMedia({
      content,
      mediaUrls: [
        'https://cdn.example.com/linkedin-posts/u1/chart.png',
        'https://cdn.example.com/linkedin-posts/u1/Annual%20report.pdf',
      ],
    });
    expect(media).toEqual([
      {
        src: 'https://cdn.example.com/linkedin-posts/u1/team.jpg',
        type: 'image',
        mimeType: 'image/jpeg',
        title: 'team',
        alt: 'The team at the offsite',
      },
      {
        src: 'https://cdn.example.com/linkedin-posts/u1/chart.png',
        type: 'image',
        mimeType: 'image/png',
        title: 'chart',
        alt: 'a chart',
      },
      {
        src: 'https://cdn.example.com/linkedin-posts/u1/Annual%20report.pdf',
        type: 'document',
        mimeType: 'application/pdf',
        title: 'Annual report',
        alt: '',
      },
    ]);
  });

  it('skips text data URLs and any address containing "placeholder"', () => {
    const media = extractMedia({
      content: [
        '![note](data:text/plain;base64,SGVsbG8=)',
        '![html](DATA:text/html;base64,PGI+aGk8L2I+)',
        '![stand-in](https://via.example.com/placeholder/600x400.png)',
        '![stand-in](https://cdn.example.com/img/Placeholder-image.jpg)',
        `![pasted](${PNG_DATA})`,
      ].join('\n\n'),
      mediaUrls: ['https://cdn.example.com/placeholder.pdf'],
    });
    expect(media).toEqual([{ src: PNG_DATA, type: 'image', mimeType: 'image/png', title: '', alt: 'pasted' }]);
  });

  it('treats a PDF as a document by its extension, even with a query string, or by its type', () => {
    const media = extractMedia({
      content: '',
      mediaUrls: [
        'https://files.example.com/deck.PDF?version=3#page=2',
        'data:application/pdf;base64,JVBERi0xLjQK',
        'https://cdn.example.com/linkedin-posts/u1/3f1c.bin',
      ],
      describe: (src) =>
        src.endsWith('3f1c.bin') ? { mimeType: 'application/pdf', title: 'Pricing guide' } : undefined,
    });
    expect(media.map(({ type, mimeType, title }) => ({ type, mimeType, title }))).toEqual([
      { type: 'document', mimeType: 'application/pdf', title: 'deck' },
      { type: 'document', mimeType: 'application/pdf', title: '' },
      { type: 'document', mimeType: 'application/pdf', title: 'Pricing guide' },
    ]);
  });

  it('trusts the described type of an upload over its name, and marks an unknown type as unknown', () => {
    const media = extractMedia({
      content: '',
      mediaUrls: ['https://cdn.example.com/linkedin-posts/u1/photo.pdf', 'https://cdn.example.com/file'],
      describe: (src) => (src.endsWith('photo.pdf') ? { mimeType: 'image/webp', alt: 'A sunrise' } : undefined),
    });
    expect(media).toEqual([
      {
        src: 'https://cdn.example.com/linkedin-posts/u1/photo.pdf',
        type: 'image',
        mimeType: 'image/webp',
        title: 'photo',
        alt: 'A sunrise',
      },
      {
        src: 'https://cdn.example.com/file',
        type: 'image',
        mimeType: 'application/octet-stream',
        title: 'file',
        alt: '',
      },
    ]);
  });

  it('finds images left as HTML in the markdown', () => {
    const media = extractMedia({
      content: 'Look <img alt="Our stand" src="https://cdn.example.com/stand.gif"> here',
    });
    expect(media).toEqual([
      {
        src: 'https://cdn.example.com/stand.gif',
        type: 'image',
        mimeType: 'image/gif',
        title: 'stand',
        alt: 'Our stand',
      },
    ]);
  });

  it('finds no media in a post without any', () => {
    expect(extractMedia({ content: 'Just words, and a [link](https://example.com/a.png).' })).toEqual([]);
  });
});

describe('pasted images', () => {
  const markdown = [
    `Before ![first](${PNG_DATA}) and ![second](blob:https://app.example.com/6f1a-44)`,
    `Again ![first again](${PNG_DATA})`,
    '![kept](https://cdn.example.com/linkedin-posts/u1/a.png) ![text](data:text/plain,hello)',
  ].join('\n\n');

  it('lists the data: and blob: images to upload, each once, but not text data URLs', () => {
    expect(imageSourcesToUpload(markdown)).toEqual([PNG_DATA, 'blob:https://app.example.com/6f1a-44']);
  });

  it('replaces each pasted source by its public URL everywhere it appears', () => {
    const replaced = replaceImageSources(
      markdown,
      new Map([
        [PNG_DATA, 'https://cdn.example.com/linkedin-posts/u1/1.png'],
        ['blob:https://app.example.com/6f1a-44', 'https://cdn.example.com/linkedin-posts/u1/2.png'],
      ]),
    );
    expect(replaced).toBe(
      [
        'Before ![first](https://cdn.example.com/linkedin-posts/u1/1.png) and ![second](https://cdn.example.com/linkedin-posts/u1/2.png)',
        'Again ![first again](https://cdn.example.com/linkedin-posts/u1/1.png)',
        '![kept](https://cdn.example.com/linkedin-posts/u1/a.png) ![text](data:text/plain,hello)',
      ].join('\n\n'),
    );
    expect(imageSourcesToUpload(replaced)).toEqual([]);
    expect(replaceImageSources('unchanged', {})).toBe('unchanged');
  });
});
