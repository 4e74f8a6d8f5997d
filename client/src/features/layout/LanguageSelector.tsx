import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Button, Group, Select, Text } from '@mantine/core';
import { IconLanguage, IconRefresh } from '@tabler/icons-react';
import { useRouter } from '@tanstack/react-router';
import {
  DEFAULT_LANGUAGE,
  isLanguageCode,
  LANGUAGE_REGIONS,
  LANGUAGES,
  type LanguageCode,
} from '@wordloom/shared/languages';
import { Component, useState } from 'react';
import { chooseAndActivateLanguage } from '../../lib/language.ts';
import { LANGUAGE_REGION_NAMES } from './language-regions.ts';

function optionLabel(code: LanguageCode): string {
  const language = LANGUAGES.find((candidate) => candidate.code === code);
  if (!language) return code;
  return language.nativeName === language.englishName
    ? language.nativeName
    : `${language.nativeName} (${language.englishName})`;
}

/** Shown when switching language failed: English is active again, and a reload may help. */
function LanguageFallback() {
  return (
    <Group gap="xs" role="alert">
      <Text size="sm" fw={600}>
        EN
      </Text>
      <Button
        size="compact-sm"
        variant="light"
        leftSection={<IconRefresh size={14} />}
        onClick={() => window.location.reload()}
      >
        <Trans>Reload</Trans>
      </Button>
    </Group>
  );
}

function LanguageSelect({ onFailure }: { onFailure: () => void }) {
  const { i18n } = useLingui();
  const router = useRouter();
  const [switching, setSwitching] = useState(false);

  const data = LANGUAGE_REGIONS.map((region) => ({
    group: i18n._(LANGUAGE_REGION_NAMES[region]),
    items: LANGUAGES.filter((language) => language.region === region).map((language) => ({
      value: language.code,
      label: optionLabel(language.code),
    })),
  }));

  async function switchTo(code: LanguageCode) {
    setSwitching(true);
    try {
      await chooseAndActivateLanguage(code);
    } catch {
      await chooseAndActivateLanguage(DEFAULT_LANGUAGE).catch(() => undefined);
      onFailure();
    } finally {
      setSwitching(false);
    }
    // The same page at the new language's address. router.navigate would skip it: the router
    // compares paths without their prefix, sees the same page and leaves the address (and with it
    // the language its root route reads from the prefix) as it was.
    const samePage = router.buildLocation({ to: '.', search: true, hash: true });
    router.history.replace(samePage.publicHref);
  }

  return (
    <Select
      aria-label={i18n._(msg`Language`)}
      data={data}
      value={i18n.locale}
      onChange={(value) => {
        if (value && isLanguageCode(value) && value !== i18n.locale) void switchTo(value);
      }}
      searchable
      allowDeselect={false}
      nothingFoundMessage={i18n._(msg`No language found`)}
      leftSection={<IconLanguage size={16} />}
      disabled={switching}
      maxDropdownHeight={300}
      comboboxProps={{ withinPortal: true }}
      w={230}
    />
  );
}

interface BoundaryState {
  failed: boolean;
}

/**
 * The language selector, grouped by region and searchable. If it breaks, the page falls back
 * to English and offers a reload (spec §8).
 */
export class LanguageSelector extends Component<object, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  override componentDidCatch() {
    void chooseAndActivateLanguage(DEFAULT_LANGUAGE).catch(() => undefined);
  }

  markFailed = () => {
    this.setState({ failed: true });
  };

  override render() {
    return this.state.failed ? <LanguageFallback /> : <LanguageSelect onFailure={this.markFailed} />;
  }
}
