import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Group, Loader, Modal, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconAlertTriangle, IconLanguage } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { languagesToTranslateInto, translationWordsHeld } from '@wordloom/shared/domain/article-translation';
import type { LanguageCode } from '@wordloom/shared/languages';
import type { ArticleDetail } from '@wordloom/shared/schemas/blog';
import { useEffect, useRef, useState } from 'react';
import { SHOWS_OWN_ERRORS } from '../../../lib/query-client.ts';
import { trpc } from '../../../lib/trpc.ts';
import { CancelGenerationButton } from '../../ai/CancelGenerationButton.tsx';
import { CANCEL_FAILED, generationProblemMessage } from '../../ai/messages.ts';
import { type Generation, useGeneration } from '../../ai/use-generation.ts';
import { ErrorText } from '../../errors/ErrorText.tsx';
import { LANGUAGE_OPTIONS } from '../language-options.ts';
import type { ArticleFormValues } from './article-form.ts';

interface TranslateDialogProps {
  opened: boolean;
  onClose: () => void;
  article: ArticleDetail;
  /** What the form holds now: the words held are estimated from it (the same as the stored article once saved). */
  current: ArticleFormValues;
  /** The editor holds changes not saved yet: the server translates the stored article, so it must be saved first. */
  unsaved: boolean;
  /** The translation was saved: its id, to open it in the editor. */
  onTranslated: (id: string) => void;
}

/**
 * "Translate with AI" (issue 14 point 6): the writer translates the saved article into one of the
 * languages its translation group does not have yet, and the translation is saved as a draft of
 * the group. Shows the words it holds before it starts, its progress with Cancel, and why it
 * failed; when it is done, the translation opens in the editor.
 */
export function TranslateDialog({ opened, onClose, article, current, unsaved, onTranslated }: TranslateDialogProps) {
  const { t } = useLingui();
  const generation = useGeneration();
  const translate = trpc.articleWriter.translate.useMutation();
  const [language, setLanguage] = useState<LanguageCode | null>(null);
  const available = languagesToTranslateInto(article.translations.map((translation) => translation.languageCode));
  const options = LANGUAGE_OPTIONS.filter((option) => available.includes(option.value));
  const chosen = language !== null && available.includes(language) ? language : null;

  useTranslationDone(generation, onTranslated);

  const start = () => {
    if (chosen === null) return;
    generation.startThrough((idempotencyKey) =>
      translate.mutateAsync({ articleId: article.id, languageCode: chosen, idempotencyKey }),
    );
  };

  return (
    <Modal
      opened={opened}
      // A running translation ends by Cancel: closing would leave it running out of sight.
      onClose={() => !generation.running && onClose()}
      closeOnEscape={!generation.running}
      closeOnClickOutside={!generation.running}
      withCloseButton={!generation.running}
      title={t`Translate with AI`}
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      {generation.running ? (
        <TranslationProgress
          generation={generation}
          languageLabel={options.find((option) => option.value === chosen)?.label ?? ''}
        />
      ) : (
        <Stack gap="md">
          <Text size="sm">
            <Trans>
              The writer translates the saved article: its title, text, excerpt, meta description, focus keyphrase and
              slug. The translation is saved as a draft linked to this article.
            </Trans>
          </Text>
          {unsaved && (
            <Alert color="yellow" radius="md" icon={<IconAlertTriangle size={20} />} role="alert">
              <Trans>
                This article has changes that are not saved. Save them first: the translation is made from the saved
                article.
              </Trans>
            </Alert>
          )}
          {options.length === 0 ? (
            <Text size="sm" c="dimmed">
              <Trans>This article already has a version in every language.</Trans>
            </Text>
          ) : (
            <Select
              label={t`Translate into`}
              placeholder={t`Choose a language`}
              data={options}
              value={chosen}
              onChange={(value) => setLanguage(options.find((option) => option.value === value)?.value ?? null)}
              searchable
              data-autofocus
            />
          )}
          <TranslationCost current={current} />
          <GenerationOutcome generation={generation} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              <Trans>Close</Trans>
            </Button>
            <Button leftSection={<IconLanguage size={16} />} disabled={chosen === null || unsaved} onClick={start}>
              <Trans>Translate</Trans>
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

/**
 * When the translation is saved: says so (honestly, for a template draft that is not translated),
 * refreshes the article's lists, and hands its id over, once per generation.
 */
function useTranslationDone(generation: Generation, onTranslated: (id: string) => void) {
  const { t } = useLingui();
  const utils = trpc.useUtils();
  const handled = useRef<string | null>(null);
  const latest = useRef(onTranslated);
  latest.current = onTranslated;
  const { status, savedId, templateDraft } = generation;
  useEffect(() => {
    if (status !== 'done' || savedId === null || handled.current === savedId) return;
    handled.current = savedId;
    notifications.show(
      templateDraft
        ? {
            color: 'yellow',
            message: t`No AI provider is configured, so the draft keeps the original text. Translate it before publishing.`,
          }
        : { color: 'green', message: t`Translation saved as a draft. Review it, then publish it.` },
    );
    void utils.blog.invalidate();
    latest.current(savedId);
  }, [status, savedId, templateDraft, t, utils]);
}

/** The words the translation will hold, from the article's length, and the balance they come from. */
function TranslationCost({ current }: { current: ArticleFormValues }) {
  const { i18n } = useLingui();
  const account = trpc.words.account.useQuery(undefined, SHOWS_OWN_ERRORS);
  const held = translationWordsHeld(current);
  const heldText = i18n.number(held);
  const balance = account.data ? i18n.number(account.data.availableWords) : null;
  const short = account.data !== undefined && account.data.availableWords < held;
  return (
    <Stack gap={4}>
      <Text size="sm" c="dimmed">
        {balance === null ? (
          <Trans>Holds up to {heldText} words while it writes; you are charged the words written.</Trans>
        ) : (
          <Trans>
            Holds up to {heldText} words while it writes; you are charged the words written. Your balance: {balance}{' '}
            words.
          </Trans>
        )}
      </Text>
      {short && (
        <Text size="sm" c="orange.8">
          <Trans>
            Your balance is below what this translation holds. Get more words on the{' '}
            <Anchor component={Link} to="/subscription" inherit fw={600}>
              Subscription page
            </Anchor>
            .
          </Trans>
        </Text>
      )}
    </Stack>
  );
}

/** How the last attempt ended, when it did not save a translation. */
function GenerationOutcome({ generation }: { generation: Generation }) {
  if (generation.status === 'cancelled') {
    return (
      <Text size="sm" c="dimmed" role="status">
        <Trans>Cancelled. Nothing was saved, and the words held were returned.</Trans>
      </Text>
    );
  }
  if (!generation.error) return null;
  return (
    <Alert
      color="red"
      radius="md"
      icon={<IconAlertCircle size={20} />}
      title={<Trans>The article could not be translated</Trans>}
      role="alert"
    >
      <Text size="sm">
        <ErrorText message={generationProblemMessage(generation.error)} detail={generation.error.detail} />
      </Text>
    </Alert>
  );
}

function TranslationProgress({ generation, languageLabel }: { generation: Generation; languageLabel: string }) {
  const { i18n } = useLingui();
  return (
    <Stack gap="sm">
      <Group gap="xs" wrap="nowrap">
        <Loader size="xs" aria-hidden />
        <Text size="sm" role="status">
          <Trans>Translating into {languageLabel}…</Trans>
        </Text>
      </Group>
      {generation.heldWords !== null && (
        <Text size="xs" c="dimmed">
          <Trans>{i18n.number(generation.heldWords)} words held</Trans>
        </Text>
      )}
      {generation.cancelProblem && (
        <Text size="sm" c="red" role="alert">
          <ErrorText message={generationProblemMessage(generation.cancelProblem, CANCEL_FAILED)} />
        </Text>
      )}
      <Group justify="flex-end">
        <CancelGenerationButton generation={generation} />
      </Group>
    </Stack>
  );
}
