import { describe, expect, it } from 'vitest';
import { applyResponseMapping, isFalseFlag, readPath } from '../../shared/src/domain/response-mapping.ts';

const answer = {
  data: { items: [{ text: 'first' }, { text: 'second', tags: ['a', 'b'] }], total: 2 },
  ok: true,
  'odd key': 'x',
};

describe('readPath', () => {
  it.each([
    ['data.total', 2],
    ['data.items[0].text', 'first'],
    ['data.items[1].tags[1]', 'b'],
    ['data.items.1.text', 'second'],
    [' ok ', true],
    ['odd key', 'x'],
    ['', answer],
  ])('reads %j', (path, expected) => {
    expect(readPath(answer, path)).toEqual(expected);
  });

  it.each(['data.missing', 'data.items[5].text', 'data.items.first', 'ok.deeper', 'constructor', 'data.items.length'])(
    'gives undefined for %j',
    (path) => {
      expect(readPath(answer, path)).toBeUndefined();
    },
  );

  it('reads into a top-level array by index', () => {
    expect(readPath([{ id: 7 }], '[0].id')).toBe(7);
  });
});

describe('applyResponseMapping', () => {
  it('maps each field by its path and succeeds without a success field', () => {
    expect(applyResponseMapping(answer, { content: 'data.items[0].text', count: 'data.total', none: 'nope' })).toEqual({
      values: { content: 'first', count: 2, none: undefined },
      success: true,
    });
  });

  it('reads an array answer from its first element', () => {
    const result = applyResponseMapping([{ post: 'hello', success: true }, { post: 'ignored' }], {
      data: 'post',
      success: 'success',
    });
    expect(result).toEqual({ values: { data: 'hello', success: true }, success: true });
  });

  it.each([
    [false, false],
    ['false', false],
    [true, true],
    ['true', true],
    [0, true],
    [null, true],
    ['FALSE', true],
  ])('success value %j gives success %j', (value, success) => {
    expect(applyResponseMapping({ status: { ok: value } }, { success: 'status.ok' }).success).toBe(success);
  });

  it('succeeds when the success path leads nowhere', () => {
    expect(applyResponseMapping({}, { success: 'status.ok', error: 'error' })).toEqual({
      values: { success: undefined, error: undefined },
      success: true,
    });
  });

  it('reads false and "false" as false flags, nothing else', () => {
    expect([false, 'false', 'False', 0, '', null, undefined].map(isFalseFlag)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
