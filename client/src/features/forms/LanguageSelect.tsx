import { useLingui } from '@lingui/react/macro';
import { Select } from '@mantine/core';
import type { LanguageCode } from '@wordloom/shared/languages';
import { LANGUAGE_OPTIONS } from '../blog/language-options.ts';

/** The 27 languages to choose one from, searchable; the value is always one of them. */
export function LanguageSelect({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (language: LanguageCode) => void;
  error?: string | undefined;
}) {
  const { t } = useLingui();
  return (
    <Select
      label={t`Language`}
      data={LANGUAGE_OPTIONS}
      searchable
      allowDeselect={false}
      value={value}
      onChange={(chosen) => {
        const option = LANGUAGE_OPTIONS.find((candidate) => candidate.value === chosen);
        if (option) onChange(option.value);
      }}
      error={error}
    />
  );
}
