import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Card, Grid, Group, Select, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCoins } from '@tabler/icons-react';
import { ZSetActiveProvider } from '@wordloom/shared/schemas/ai';
import { useEffect, useRef } from 'react';
import { usePageTitle } from '../../lib/page-title.ts';
import { SHOWS_OWN_ERRORS } from '../../lib/query-client.ts';
import { type RouterOutputs, trpc } from '../../lib/trpc.ts';
import { AdminPageHeader } from '../admin/AdminNav.tsx';
import { LoadError } from '../errors/LoadError.tsx';
import { useSchemaForm } from '../forms/use-schema-form.ts';
import classes from './AdminAiPage.module.css';
import { AiUsage } from './AiUsage.tsx';
import { GenerationStream } from './GenerationStream.tsx';
import { PROVIDER_NAMES } from './messages.ts';
import { PlaygroundForm } from './PlaygroundForm.tsx';
import { useGeneration } from './use-generation.ts';

type AiSettings = RouterOutputs['ai']['admin']['settings'];

function ProviderTable({ settings }: { settings: AiSettings }) {
  const { t, i18n } = useLingui();
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table aria-label={t`Providers`} verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Trans>Provider</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Model</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Status</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {settings.providers.map((provider) => (
            <Table.Tr key={provider.id}>
              <Table.Td fw={600}>{i18n._(PROVIDER_NAMES[provider.id])}</Table.Td>
              <Table.Td>{provider.model || '—'}</Table.Td>
              <Table.Td>
                <Group gap={6} wrap="wrap">
                  {provider.configured ? (
                    <Badge color="teal" variant="light" radius="sm" tt="none">
                      <Trans>Configured</Trans>
                    </Badge>
                  ) : (
                    <Badge color="gray" variant="light" radius="sm" tt="none">
                      <Trans>Not configured</Trans>
                    </Badge>
                  )}
                  {provider.id === settings.activeProvider && (
                    <Badge color="indigo" variant="filled" radius="sm" tt="none">
                      <Trans>Active</Trans>
                    </Badge>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * Which provider writes for every user; the playground can try the others first. Keyed by the
 * active provider, so it starts again from the saved choice once that changes.
 */
function ActiveProviderForm({ settings }: { settings: AiSettings }) {
  const { t, i18n } = useLingui();
  const utils = trpc.useUtils();
  const form = useSchemaForm({ initialValues: { provider: settings.activeProvider }, schema: ZSetActiveProvider });
  const save = trpc.ai.admin.setActiveProvider.useMutation({
    onSuccess: (_result, { provider: saved }) => {
      const name = i18n._(PROVIDER_NAMES[saved]);
      notifications.show({ color: 'green', title: t`Saved`, message: t`${name} is now the active provider.` });
      void utils.ai.admin.settings.invalidate();
    },
    onError: () =>
      notifications.show({
        color: 'red',
        title: t`Not saved`,
        message: t`The active provider could not be changed. Please try again.`,
      }),
  });
  return (
    <form ref={form.formRef} onSubmit={form.submitWith(save)} noValidate>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label={t`Active provider`}
          description={t`Writes every user's posts and articles.`}
          data={settings.providers.map(({ id }) => ({ value: id, label: i18n._(PROVIDER_NAMES[id]) }))}
          allowDeselect={false}
          w={{ base: '100%', xs: 280 }}
          {...form.getInputProps('provider')}
        />
        <Button type="submit" loading={save.isPending} disabled={form.values.provider === settings.activeProvider}>
          <Trans>Save</Trans>
        </Button>
      </Group>
    </form>
  );
}

function WordBalance() {
  const { i18n } = useLingui();
  const account = trpc.words.account.useQuery(undefined, SHOWS_OWN_ERRORS);
  if (!account.isSuccess) return null;
  const words = i18n.number(account.data.availableWords);
  return (
    <Badge variant="light" size="lg" radius="sm" tt="none" leftSection={<IconCoins size={14} />}>
      <Trans>Your balance: {words} words</Trans>
    </Badge>
  );
}

function Playground({ settings }: { settings: AiSettings }) {
  const generation = useGeneration();
  const utils = trpc.useUtils();
  const ended = generation.status === 'done' || generation.status === 'error' || generation.status === 'cancelled';
  // A finished generation is counted in the usage below.
  useEffect(() => {
    if (ended) void utils.ai.admin.usage.invalidate();
  }, [ended, utils]);
  // On a phone the result sits below the long form: bring it into view as the generation starts.
  const result = useRef<HTMLDivElement>(null);
  const starting = generation.status === 'starting';
  useEffect(() => {
    if (starting) result.current?.scrollIntoView({ block: 'nearest' });
  }, [starting]);
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Card withBorder radius="lg" padding="lg">
          <PlaygroundForm
            providers={settings.providers}
            defaultProvider={settings.activeProvider}
            generation={generation}
          />
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="md" className={classes.result} ref={result}>
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text c="dimmed" size="sm">
              <Trans>Generations here are charged to your own words, like any user's.</Trans>
            </Text>
            <WordBalance />
          </Group>
          {generation.status === 'idle' ? (
            <Card withBorder radius="lg" padding="xl">
              <Text c="dimmed" ta="center">
                <Trans>
                  Pick a provider and a prompt, fill in the inputs and press Generate: the text appears here as it is
                  written.
                </Trans>
              </Text>
            </Card>
          ) : (
            <GenerationStream generation={generation} />
          )}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

/**
 * The AI playground (admins): the providers and which one is active, a form to run any prompt
 * kind against any provider and watch it stream, and the usage of the last days.
 */
export function AdminAiPage() {
  const { t } = useLingui();
  usePageTitle(t`AI playground`);
  const settings = trpc.ai.admin.settings.useQuery(undefined, SHOWS_OWN_ERRORS);
  return (
    <Stack gap="xl" maw={1200} mx="auto">
      <AdminPageHeader
        title={<Trans>AI playground</Trans>}
        description={
          <Trans>
            Choose the provider that writes for everyone, try prompts against each provider, and see how they are used.
          </Trans>
        }
      />

      {settings.isPending && <Skeleton height={220} radius="lg" />}
      {settings.isError && (
        <LoadError
          title={t`Could not load the AI settings`}
          onRetry={() => void settings.refetch()}
          retrying={settings.isFetching}
        />
      )}
      {settings.isSuccess && (
        <>
          <Card withBorder radius="lg" padding="lg">
            <Stack gap="md">
              <Title order={2} size="h3">
                <Trans>Providers</Trans>
              </Title>
              <ProviderTable settings={settings.data} />
              <ActiveProviderForm key={settings.data.activeProvider} settings={settings.data} />
            </Stack>
          </Card>
          <Stack gap="sm">
            <Title order={2} size="h3">
              <Trans>Try a prompt</Trans>
            </Title>
            <Playground settings={settings.data} />
          </Stack>
        </>
      )}

      <AiUsage />
    </Stack>
  );
}
