import { Trans, useLingui } from '@lingui/react/macro';
import {
  Button,
  Card,
  Collapse,
  Group,
  List,
  RingProgress,
  Stack,
  Text,
  ThemeIcon,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconChevronDown, IconChevronUp, IconX } from '@tabler/icons-react';
import {
  type SeoCheck,
  type SeoInput,
  type SeoStatus,
  scoreArticle,
  seoScoreBand,
} from '@wordloom/shared/domain/seo-score';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { SEO_BAND_LABELS, SEO_STATUS_LABELS, seoCheckMessage } from './seo-messages.ts';

/** The colour of a status and of a score's band (see seoScoreBand). */
export const SEO_STATUS_COLORS: Record<SeoStatus, string> = { good: 'green', ok: 'yellow', bad: 'red' };

const STATUS_ICONS: Record<SeoStatus, typeof IconCheck> = {
  good: IconCheck,
  ok: IconAlertTriangle,
  bad: IconX,
};

/** Worst first, so what to fix is read first. */
const STATUS_ORDER: Record<SeoStatus, number> = { bad: 0, ok: 1, good: 2 };

export interface SeoScorePanelProps extends SeoInput {
  /**
   * Shows only the score until opened (phones, where the panel sits under a long form).
   * Without it, the checks are always shown.
   */
  collapsible?: boolean;
}

/**
 * The on-page SEO score of an article, live: the score out of 100 coloured by band, then what to
 * fix (problems, then what could be better) and, folded, what is already good. Its props are the
 * scorer's input (shared/src/domain/seo-score.ts): the focus keyphrase, title, meta description,
 * slug, the body as HTML, its language and, optionally, this site's origins.
 */
export function SeoScorePanel({ collapsible = false, ...input }: SeoScorePanelProps) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const checksId = useId();
  const goodId = useId();
  const [open, setOpen] = useState(!collapsible);
  const [showGood, setShowGood] = useState(false);
  // Typing stays fluid on long articles: the score follows a moment later when the browser is busy.
  const deferred = useDeferredValue(input);
  const { keyphrase, title, metaDescription, slug, html, languageCode, siteOrigins } = deferred;
  const originsKey = siteOrigins?.join(' ') ?? '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: the origins are compared by value (a new array each render)
  const report = useMemo(
    () => scoreArticle({ keyphrase, title, metaDescription, slug, html, languageCode, siteOrigins }),
    [keyphrase, title, metaDescription, slug, html, languageCode, originsKey],
  );
  const band = seoScoreBand(report.score);
  const sorted = [...report.checks].sort((a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status]);
  const toFix = sorted.filter((check) => check.status !== 'good');
  const good = sorted.filter((check) => check.status === 'good');
  const format = (value: number) => i18n.number(value);

  const item = (check: SeoCheck) => {
    const Icon = STATUS_ICONS[check.status];
    return (
      <List.Item
        key={check.id}
        data-check={check.id}
        data-status={check.status}
        icon={
          <ThemeIcon color={SEO_STATUS_COLORS[check.status]} variant="light" size={22} radius="xl" aria-hidden>
            <Icon size={14} />
          </ThemeIcon>
        }
      >
        <Text size="sm" component="span">
          <VisuallyHidden>{i18n._(SEO_STATUS_LABELS[check.status])}: </VisuallyHidden>
          {i18n._(seoCheckMessage(check, keyphrase, format))}
        </Text>
      </List.Item>
    );
  };

  const summary = (
    <Group gap="md" wrap="nowrap" align="center">
      <RingProgress
        size={72}
        thickness={7}
        roundCaps
        sections={[{ value: report.score, color: SEO_STATUS_COLORS[band] }]}
        label={
          <Text ta="center" fw={700} size="lg" aria-hidden>
            {report.score}
          </Text>
        }
        aria-hidden
      />
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Title order={2} size="h4" id={headingId}>
          <Trans>SEO score</Trans>
        </Title>
        <Text size="sm" c="dimmed" aria-live="polite">
          <Trans>
            {report.score} out of 100 · {i18n._(SEO_BAND_LABELS[band])}
          </Trans>
        </Text>
      </Stack>
    </Group>
  );

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        {collapsible ? (
          <UnstyledButton
            onClick={() => setOpen((value) => !value)}
            aria-expanded={open}
            aria-controls={checksId}
            aria-label={open ? t`Hide SEO checks` : t`Show SEO checks`}
          >
            <Group justify="space-between" wrap="nowrap">
              {summary}
              {open ? <IconChevronUp size={18} aria-hidden /> : <IconChevronDown size={18} aria-hidden />}
            </Group>
          </UnstyledButton>
        ) : (
          summary
        )}
        <Collapse expanded={open} id={checksId}>
          <Stack gap="sm">
            {toFix.length > 0 ? (
              <List spacing="xs" center aria-label={t`What to fix`}>
                {toFix.map(item)}
              </List>
            ) : (
              <Text size="sm">
                <Trans>Every check passes.</Trans>
              </Text>
            )}
            {good.length > 0 && (
              <>
                <Button
                  variant="subtle"
                  size="compact-sm"
                  onClick={() => setShowGood((value) => !value)}
                  aria-expanded={showGood}
                  aria-controls={goodId}
                  rightSection={showGood ? <IconChevronUp size={14} /> : <IconChevronDown size={14} />}
                  style={{ alignSelf: 'flex-start' }}
                >
                  <Trans>What is good ({good.length})</Trans>
                </Button>
                <Collapse expanded={showGood} id={goodId}>
                  <List spacing="xs" center aria-label={t`What is good`}>
                    {good.map(item)}
                  </List>
                </Collapse>
              </>
            )}
          </Stack>
        </Collapse>
      </Stack>
    </Card>
  );
}
