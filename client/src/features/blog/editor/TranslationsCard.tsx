import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Button, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLanguage, IconSparkles } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { LanguageCode } from '@wordloom/shared/languages';
import type { ArticleDetail } from '@wordloom/shared/schemas/blog';
import { useState } from 'react';
import { errorMessage } from '../../../lib/errors.ts';
import { trpc } from '../../../lib/trpc.ts';
import { languageLabel } from '../article/article-format.ts';
import { STATUS_COLORS, STATUS_LABELS } from '../article-status.ts';
import { LANGUAGE_OPTIONS } from '../language-options.ts';
import type { ArticleFormValues } from './article-form.ts';
import { TranslateDialog } from './TranslateDialog.tsx';

interface TranslationsCardProps {
  article: ArticleDetail;
  /** What the form holds now: a new translation starts as a copy of it, to be translated. */
  current: ArticleFormValues;
  /**
   * The editor holds changes not saved yet. The AI translation is made from the stored article,
   * so it asks for them to be saved first.
   */
  unsaved?: boolean;
  onCreated: (id: string) => void;
}

/**
 * The article's other languages, and a new one: a draft copy in that language joined to the
 * article, or a translation the writer makes ("Translate with AI").
 */
export function TranslationsCard({ article, current, unsaved = false, onCreated }: TranslationsCardProps) {
  const { t, i18n } = useLingui();
  const utils = trpc.useUtils();
  const [language, setLanguage] = useState<LanguageCode | null>(null);
  const [translating, setTranslating] = useState(false);
  const taken = new Set(article.translations.map((translation) => translation.languageCode));
  const others = article.translations.filter((translation) => translation.id !== article.id);
  const create = trpc.blog.create.useMutation({
    onSuccess: async (created) => {
      notifications.show({
        color: 'green',
        message: t`Translation created as a draft: translate its text and save it.`,
      });
      await utils.blog.invalidate();
      onCreated(created.id);
    },
    onError: (error) => notifications.show({ color: 'red', message: i18n._(errorMessage(error)) }),
  });

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="translations-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="translations-title">
          <Trans>Translations</Trans>
        </Title>
        {others.length === 0 ? (
          <Text size="sm" c="dimmed">
            <Trans>This article has no translations yet.</Trans>
          </Text>
        ) : (
          <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {others.map((translation) => (
              <Group key={translation.id} gap="xs" component="li" wrap="nowrap">
                <Badge variant="outline" color="blue">
                  {languageLabel(translation.languageCode)}
                </Badge>
                <Anchor
                  renderRoot={(props) => <Link {...props} to="/article-writer/edit" search={{ id: translation.id }} />}
                  lang={translation.languageCode}
                  lineClamp={1}
                >
                  {translation.title}
                </Anchor>
                <Badge size="sm" variant="light" color={STATUS_COLORS[translation.status]}>
                  {i18n._(STATUS_LABELS[translation.status])}
                </Badge>
              </Group>
            ))}
          </Stack>
        )}
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select
            label={t`Language of the translation`}
            data={LANGUAGE_OPTIONS.filter((option) => !taken.has(option.value))}
            value={language}
            onChange={(value) => setLanguage(LANGUAGE_OPTIONS.find((option) => option.value === value)?.value ?? null)}
            searchable
            w={{ base: '100%', xs: 260 }}
          />
          <Button
            variant="default"
            leftSection={<IconLanguage size={16} />}
            disabled={language === null}
            loading={create.isPending}
            onClick={() => {
              if (language === null) return;
              create.mutate({
                ...current,
                // The server makes the slug from the title, unique in the new language.
                slug: '',
                languageCode: language,
                translationOf: article.id,
              });
            }}
          >
            <Trans>Add translation</Trans>
          </Button>
          <Button variant="light" leftSection={<IconSparkles size={16} />} onClick={() => setTranslating(true)}>
            <Trans>Translate with AI</Trans>
          </Button>
        </Group>
      </Stack>
      <TranslateDialog
        opened={translating}
        onClose={() => setTranslating(false)}
        article={article}
        current={current}
        unsaved={unsaved}
        onTranslated={(id) => {
          setTranslating(false);
          onCreated(id);
        }}
      />
    </Card>
  );
}
