import { describe, expect, it } from 'vitest';
import { isSafeToolPattern, normalizeToolValues, validateToolInput } from '../../shared/src/domain/tool-input.ts';
import {
  type PublicToolField,
  TOOL_FIELD_VALUE_MAX,
  TOOL_PATTERN_MAX,
  type TToolValues,
  ZToolField,
} from '../../shared/src/schemas/tools.ts';

function field(overrides: Partial<PublicToolField> = {}): PublicToolField {
  return {
    fieldName: 'topic',
    label: 'Topic',
    fieldType: 'text',
    placeholder: '',
    options: [],
    isRequired: false,
    validationRules: {},
    ...overrides,
  };
}

const options = [
  { value: 'short', label: 'Short' },
  { value: 'long', label: 'Long' },
];

describe('validateToolInput: required', () => {
  it('refuses a missing, empty or blank required text ("{label} is required")', () => {
    const fields = [field({ isRequired: true })];
    for (const values of [{}, { topic: '' }, { topic: '   ' }, { topic: '\n\t ' }] as TToolValues[]) {
      expect(validateToolInput(fields, values)).toEqual([{ fieldName: 'topic', label: 'Topic', code: 'required' }]);
    }
    expect(validateToolInput(fields, { topic: ' a ' })).toEqual([]);
  });

  it('counts a value of the wrong form as no value', () => {
    const fields = [field({ isRequired: true })];
    expect(validateToolInput(fields, { topic: true })).toEqual([
      { fieldName: 'topic', label: 'Topic', code: 'required' },
    ]);
    expect(validateToolInput(fields, { topic: ['a'] })).toEqual([
      { fieldName: 'topic', label: 'Topic', code: 'required' },
    ]);
  });

  it('needs a single required checkbox ticked, and one of several', () => {
    const single = [field({ fieldName: 'agree', label: 'I agree', fieldType: 'checkbox', isRequired: true })];
    expect(validateToolInput(single, { agree: false })).toEqual([
      { fieldName: 'agree', label: 'I agree', code: 'required' },
    ]);
    expect(validateToolInput(single, {})).toHaveLength(1);
    expect(validateToolInput(single, { agree: true })).toEqual([]);

    const several = [field({ fieldName: 'sizes', label: 'Sizes', fieldType: 'checkbox', options, isRequired: true })];
    expect(validateToolInput(several, { sizes: [] })).toEqual([
      { fieldName: 'sizes', label: 'Sizes', code: 'required' },
    ]);
    expect(validateToolInput(several, { sizes: true })).toHaveLength(1);
    expect(validateToolInput(several, { sizes: ['long'] })).toEqual([]);
  });

  it('lets optional fields stay empty, skipping their other rules', () => {
    const fields = [
      field({ validationRules: { minLength: 5, pattern: '[0-9]+', min: 3 } }),
      field({ fieldName: 'size', label: 'Size', fieldType: 'dropdown', options }),
      field({ fieldName: 'agree', label: 'Agree', fieldType: 'checkbox' }),
    ];
    expect(validateToolInput(fields, { topic: '  ', agree: false })).toEqual([]);
  });

  it('lists every field with a problem in field order, one problem each', () => {
    const fields = [
      field({ fieldName: 'b', label: 'B', isRequired: true, validationRules: { minLength: 3 } }),
      field({ fieldName: 'a', label: 'A', isRequired: true }),
      field({ fieldName: 'c', label: 'C', validationRules: { minLength: 3 } }),
    ];
    expect(validateToolInput(fields, { c: 'x' }).map((problem) => [problem.fieldName, problem.code])).toEqual([
      ['b', 'required'],
      ['a', 'required'],
      ['c', 'too_short'],
    ]);
  });
});

describe('validateToolInput: lengths, pattern and numbers', () => {
  it('counts the trimmed text in characters against minLength and maxLength', () => {
    const fields = [field({ validationRules: { minLength: 3, maxLength: 5 } })];
    expect(validateToolInput(fields, { topic: '  ab  ' })).toEqual([
      { fieldName: 'topic', label: 'Topic', code: 'too_short', limit: 3 },
    ]);
    expect(validateToolInput(fields, { topic: ' abc ' })).toEqual([]);
    expect(validateToolInput(fields, { topic: 'abcde' })).toEqual([]);
    expect(validateToolInput(fields, { topic: 'abcdef' })).toEqual([
      { fieldName: 'topic', label: 'Topic', code: 'too_long', limit: 5 },
    ]);
    // Three emoji are three characters, though six UTF-16 units.
    expect(validateToolInput(fields, { topic: '😀😀😀' })).toEqual([]);
  });

  it('caps any text at TOOL_FIELD_VALUE_MAX characters', () => {
    const fields = [field({ fieldType: 'textarea' })];
    expect(validateToolInput(fields, { topic: 'a'.repeat(TOOL_FIELD_VALUE_MAX) })).toEqual([]);
    expect(validateToolInput(fields, { topic: 'a'.repeat(TOOL_FIELD_VALUE_MAX + 1) })).toEqual([
      { fieldName: 'topic', label: 'Topic', code: 'too_long', limit: TOOL_FIELD_VALUE_MAX },
    ]);
  });

  it('needs the whole trimmed value to match the pattern', () => {
    const fields = [field({ validationRules: { pattern: '[a-z]+-[0-9]{2}' } })];
    expect(validateToolInput(fields, { topic: ' abc-12 ' })).toEqual([]);
    expect(validateToolInput(fields, { topic: 'xabc-123' })).toEqual([
      { fieldName: 'topic', label: 'Topic', code: 'pattern' },
    ]);
    expect(validateToolInput(fields, { topic: 'ABC-12' })).toEqual([
      { fieldName: 'topic', label: 'Topic', code: 'pattern' },
    ]);
    // An alternative in the pattern still has to cover the whole value.
    const either = [field({ validationRules: { pattern: 'yes|no' } })];
    expect(validateToolInput(either, { topic: 'no' })).toEqual([]);
    expect(validateToolInput(either, { topic: 'yesno' })).toHaveLength(1);
  });

  it('does not run a stored pattern that is unsafe', () => {
    const fields = [field({ validationRules: { pattern: '(a+)+b' } })];
    expect(validateToolInput(fields, { topic: `${'a'.repeat(40)}!` })).toEqual([]);
  });

  it('needs a number within min and max when a range is set', () => {
    const fields = [field({ label: 'Count', validationRules: { min: 1, max: 10 } })];
    for (const topic of ['1', ' 10 ', '5.5', '+3', '.5e1']) expect(validateToolInput(fields, { topic })).toEqual([]);
    for (const topic of ['ten', '0x5', 'Infinity', '1,5', '5 5']) {
      expect(validateToolInput(fields, { topic })).toEqual([
        { fieldName: 'topic', label: 'Count', code: 'not_a_number' },
      ]);
    }
    expect(validateToolInput(fields, { topic: '0.99' })).toEqual([
      { fieldName: 'topic', label: 'Count', code: 'too_small', limit: 1 },
    ]);
    expect(validateToolInput(fields, { topic: '-2' })).toEqual([
      { fieldName: 'topic', label: 'Count', code: 'too_small', limit: 1 },
    ]);
    expect(validateToolInput(fields, { topic: '10.01' })).toEqual([
      { fieldName: 'topic', label: 'Count', code: 'too_large', limit: 10 },
    ]);
    const onlyMax = [field({ validationRules: { max: 0 } })];
    expect(validateToolInput(onlyMax, { topic: '-7' })).toEqual([]);
    expect(validateToolInput(onlyMax, { topic: '1' })).toEqual([
      { fieldName: 'topic', label: 'Topic', code: 'too_large', limit: 0 },
    ]);
  });
});

describe('validateToolInput: options', () => {
  it('needs a dropdown or radio value among its options', () => {
    for (const fieldType of ['dropdown', 'radio'] as const) {
      const fields = [field({ fieldName: 'size', label: 'Size', fieldType, options })];
      expect(validateToolInput(fields, { size: 'long' })).toEqual([]);
      expect(validateToolInput(fields, { size: ' short ' })).toEqual([]);
      expect(validateToolInput(fields, { size: 'Long' })).toEqual([
        { fieldName: 'size', label: 'Size', code: 'not_an_option' },
      ]);
    }
  });

  it('needs every ticked box among the options', () => {
    const fields = [field({ fieldName: 'sizes', label: 'Sizes', fieldType: 'checkbox', options })];
    expect(validateToolInput(fields, { sizes: ['short', 'long'] })).toEqual([]);
    expect(validateToolInput(fields, { sizes: ['short', 'huge'] })).toEqual([
      { fieldName: 'sizes', label: 'Sizes', code: 'not_an_option' },
    ]);
  });
});

describe('normalizeToolValues', () => {
  it('keeps one trimmed value per field in its form and drops unknown keys', () => {
    const fields = [
      field(),
      field({ fieldName: 'size', label: 'Size', fieldType: 'radio', options }),
      field({ fieldName: 'agree', label: 'Agree', fieldType: 'checkbox' }),
      field({ fieldName: 'sizes', label: 'Sizes', fieldType: 'checkbox', options }),
    ];
    expect(normalizeToolValues(fields, { topic: '  AI  ', agree: 'yes', extra: 'dropped', sizes: ['long'] })).toEqual({
      topic: 'AI',
      size: '',
      agree: false,
      sizes: ['long'],
    });
  });
});

describe('isSafeToolPattern', () => {
  it('accepts ordinary patterns', () => {
    for (const pattern of [
      '[a-z]+',
      '^\\d{3}-\\d{4}$',
      '[^@\\s]+@[^@\\s]+\\.[a-z]{2,}',
      'https?://\\S+',
      '(?:ab)+',
      '(abc)+',
      '(a+)?b',
      '(?<year>\\d{4})-(?<month>\\d{2})',
      '(?<=x)y',
      '[(+*)]+',
      'yes|no',
      '\\p{L}+',
      '\\(a+\\)+',
    ]) {
      expect(isSafeToolPattern(pattern), pattern).toBe(true);
    }
  });

  it('refuses repeated groups that hold a quantifier or an alternative, and back-references', () => {
    for (const pattern of [
      '(a+)+',
      '(\\w*)*',
      '(a|aa)+',
      '(?:a|b)*c',
      '((ab)*c)+',
      '(x(a+)y){2,}',
      '(a?)+',
      '([a-z]+\\s?)*$',
      '(a)\\1',
      '(?<w>a)\\k<w>',
    ]) {
      expect(isSafeToolPattern(pattern), pattern).toBe(false);
    }
  });

  it('refuses what does not compile as a Unicode pattern, and overlong patterns', () => {
    for (const pattern of ['(', '[a-', '*a', 'a{2,1}', '\\-']) expect(isSafeToolPattern(pattern), pattern).toBe(false);
    expect(isSafeToolPattern('a'.repeat(TOOL_PATTERN_MAX))).toBe(true);
    expect(isSafeToolPattern('a'.repeat(TOOL_PATTERN_MAX + 1))).toBe(false);
  });

  it('is what the builder schema checks a field pattern with', () => {
    const base = {
      fieldName: 'topic',
      label: 'Topic',
      fieldType: 'text',
      placeholder: '',
      options: [],
      isRequired: false,
    };
    const unsafe = ZToolField.safeParse({ ...base, validationRules: { pattern: '(a+)+' } });
    expect(unsafe.success).toBe(false);
    expect(unsafe.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['validationRules.pattern', 'PATTERN_INVALID'],
    ]);
    expect(ZToolField.safeParse({ ...base, validationRules: { pattern: '[a-z]+' } }).success).toBe(true);
  });
});
