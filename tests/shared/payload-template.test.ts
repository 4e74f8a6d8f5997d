import { describe, expect, it } from 'vitest';
import { fillTemplate, fillTextTemplate } from '../../shared/src/domain/payload-template.ts';

const values = {
  topic: 'Remote work',
  count: 3,
  draft: false,
  tags: ['a', 'b'],
  author: { name: 'Ada', id: 7 },
  nothing: null,
};

describe('fillTemplate', () => {
  it('keeps the JSON type of a value that is a whole string', () => {
    expect(
      fillTemplate(
        { topic: '{{topic}}', count: '{{ count }}', draft: '{{draft}}', tags: '{{tags}}', author: '{{author}}' },
        values,
      ),
    ).toEqual({ topic: 'Remote work', count: 3, draft: false, tags: ['a', 'b'], author: { name: 'Ada', id: 7 } });
  });

  it('turns values inside longer text into text', () => {
    expect(
      fillTemplate({ prompt: 'Write {{count}} posts on {{topic}} for {{author}} (draft: {{draft}}) {{tags}}' }, values),
    ).toEqual({ prompt: 'Write 3 posts on Remote work for {"name":"Ada","id":7} (draft: false) ["a","b"]' });
  });

  it('gives null for a missing whole value and nothing for a missing embedded one', () => {
    expect(
      fillTemplate({ a: '{{missing}}', b: 'x{{missing}}y', c: '{{nothing}}', d: '[{{nothing}}]' }, values),
    ).toEqual({
      a: null,
      b: 'xy',
      c: null,
      d: '[]',
    });
  });

  it('reads dotted names, fills at any depth and inside arrays, and leaves keys and non-strings alone', () => {
    const template = {
      '{{topic}}': 1,
      meta: { by: '{{author.name}}', id: '{{author.id}}', list: ['{{topic}}', 5, true, null] },
      fixed: 42,
    };
    expect(fillTemplate(template, values)).toEqual({
      '{{topic}}': 1,
      meta: { by: 'Ada', id: 7, list: ['Remote work', 5, true, null] },
      fixed: 42,
    });
    expect(template.meta.by).toBe('{{author.name}}');
  });

  it('fills a template that is itself a string or an array', () => {
    expect(fillTemplate('{{tags}}', values)).toEqual(['a', 'b']);
    expect(fillTemplate(['{{count}}', 'n={{count}}'], values)).toEqual([3, 'n=3']);
  });

  it('reads own values only', () => {
    expect(fillTemplate({ a: '{{constructor}}', b: '{{toString}}' }, values)).toEqual({ a: null, b: null });
  });
});

describe('fillTextTemplate', () => {
  it('fills every placeholder as text', () => {
    expect(fillTextTemplate('topic={{topic}}&n={{count}}&tags={{tags}}&none={{nothing}}{{missing}}', values)).toBe(
      'topic=Remote work&n=3&tags=["a","b"]&none=',
    );
  });

  it('leaves text without placeholders, and unclosed braces, as they are', () => {
    expect(fillTextTemplate('plain {text} {{not closed', values)).toBe('plain {text} {{not closed');
  });
});
