import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Grid, Group, Stack, Tabs, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconBug, IconDeviceFloppy, IconExternalLink } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { AdminTool, TCreateToolForm } from '@wordloom/shared/schemas/tools';
import { type FormEvent, type ReactNode, useDeferredValue, useState } from 'react';
import { errorMessage } from '../../../lib/errors.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { trpc } from '../../../lib/trpc.ts';
import { useLeaveGuard } from '../../forms/LeaveGuard.tsx';
import { AdminNav } from '../AdminNav.tsx';
import { ChainingSection } from './ChainingSection.tsx';
import { DetailsSection } from './DetailsSection.tsx';
import { FieldsEditor } from './FieldsEditor.tsx';
import { refusalRule, STATUS_COLORS, STATUS_LABELS, toolFieldErrors } from './messages.ts';
import { publicToolUrl, testModeToolUrl } from './public-address.ts';
import { AiSection, WebhookSection } from './RunnerSections.tsx';
import { SeoSection } from './SeoSection.tsx';
import { ToolPreview } from './ToolPreview.tsx';
import { previewTool, toolFormValues } from './tool-form.ts';
import { useToolForm } from './use-tool-form.ts';

type Section = 'details' | 'fields' | 'runner' | 'seo' | 'chaining';

/** The section holding a form value, by the value's first path segment. */
function sectionOf(path: string): Section {
  const [top] = path.split('.');
  if (top === 'fields') return 'fields';
  if (top === 'webhook' || top === 'ai') return 'runner';
  if (top === 'seo') return 'seo';
  if (top === 'chaining') return 'chaining';
  return 'details';
}

function sectionsWithErrors(errors: Record<string, ReactNode>): Set<Section> {
  return new Set(Object.keys(errors).map(sectionOf));
}

interface ToolFormProps {
  /** The saved tool; null for a new one. */
  tool: AdminTool | null;
  /** A new tool was saved: the page moves to its address. */
  onCreated: (id: string) => void;
}

/**
 * The tool builder (issue 15 point 1): the tool's details, fields, webhook or AI prompt, SEO and
 * chaining in sections, saved together, beside a live preview of the public page.
 */
export function ToolForm({ tool, onCreated }: ToolFormProps) {
  const { t, i18n } = useLingui();
  usePageTitle(tool ? t`Edit tool` : t`New tool`);
  const utils = trpc.useUtils();
  const form = useToolForm(tool);
  const [section, setSection] = useState<Section>('details');
  const create = trpc.tools.create.useMutation();
  const update = trpc.tools.update.useMutation();
  const saving = create.isPending || update.isPending;
  const { values } = form;
  const invalidSections = sectionsWithErrors(form.errors);
  // Set once a new tool is saved and the page moves to its address: nothing is lost by leaving then.
  const { leaving, confirmLeaving } = useLeaveGuard(
    () => form.isDirty(),
    <Trans>Your changes to this tool have not been saved.</Trans>,
  );
  const preview = useDeferredValue(previewTool(values, tool?.id ?? null, tool?.updatedAt ?? new Date(0)));

  async function saved(result: AdminTool) {
    utils.tools.adminGet.setData({ id: result.id }, result);
    await utils.tools.adminList.invalidate();
    if (tool) {
      notifications.show({ color: 'green', message: t`Tool saved` });
      // The stored secret is never sent back: its box empties, and the form counts as unchanged again.
      form.restart(toolFormValues(result));
      form.resetDirty(toolFormValues(result));
    } else {
      notifications.show({ color: 'green', message: t`Tool created` });
      leaving.current = true;
      onCreated(result.id);
    }
  }

  function failed(error: unknown) {
    const placed = toolFieldErrors(error);
    const [first] = Object.keys(placed);
    if (first) setSection(sectionOf(first));
    const rule = refusalRule(error);
    notifications.show({
      color: 'red',
      title: tool ? t`Failed to update tool` : t`Failed to create tool`,
      message: i18n._(rule ?? errorMessage(error)),
    });
  }

  const submit = form.submitAsTypedWith({
    reset: () => {
      create.reset();
      update.reset();
    },
    mutate: (input: TCreateToolForm, options) => {
      const onError = (error: unknown) => {
        options?.onError?.(error);
        failed(error);
      };
      if (tool) update.mutate({ ...input, id: tool.id }, { onSuccess: saved, onError });
      else create.mutate(input, { onSuccess: saved, onError });
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    submit(event);
    // A rule broken in a hidden section: show that section, where the focus goes to the field.
    const [first] = Object.keys(form.validate().errors);
    if (first) setSection(sectionOf(first));
  }

  const tabLabel = (name: Section, label: ReactNode) => (
    <Tabs.Tab
      value={name}
      rightSection={
        invalidSections.has(name) ? (
          <Badge size="xs" color="red" circle aria-label={t`Has errors`}>
            !
          </Badge>
        ) : null
      }
    >
      {label}
    </Tabs.Tab>
  );

  return (
    <Stack gap="lg" maw={1400} mx="auto" w="100%">
      <AdminNav />
      <Group justify="space-between" gap="sm">
        <Group gap="sm">
          <Title order={1} size="h2">
            {tool ? <Trans>Edit tool</Trans> : <Trans>New tool</Trans>}
          </Title>
          {tool && (
            <Badge color={STATUS_COLORS[tool.status]} variant="light">
              {i18n._(STATUS_LABELS[tool.status])}
            </Badge>
          )}
        </Group>
        <Group gap="xs">
          <Button
            variant="subtle"
            leftSection={<IconArrowLeft size={16} />}
            renderRoot={(props) => <Link {...props} to="/admin/tools" />}
          >
            <Trans>All tools</Trans>
          </Button>
          {tool?.status === 'published' && (
            <Button
              component="a"
              href={publicToolUrl(tool)}
              target="_blank"
              rel="noopener"
              variant="subtle"
              leftSection={<IconExternalLink size={16} />}
            >
              <Trans>Open public page</Trans>
            </Button>
          )}
          {tool?.status === 'published' && (
            <Button
              component="a"
              href={testModeToolUrl(tool)}
              target="_blank"
              rel="noopener"
              variant="subtle"
              leftSection={<IconBug size={16} />}
            >
              <Trans>Open in test mode</Trans>
            </Button>
          )}
        </Group>
      </Group>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <form ref={form.formRef} noValidate onSubmit={onSubmit}>
            <Stack gap="md">
              <Tabs
                value={section}
                onChange={(value) => setSection((value as Section | null) ?? 'details')}
                keepMounted={false}
              >
                <Tabs.List>
                  {tabLabel('details', <Trans>Details</Trans>)}
                  {tabLabel('fields', <Trans>Fields</Trans>)}
                  {tabLabel('runner', values.runner === 'webhook' ? <Trans>Webhook</Trans> : <Trans>AI</Trans>)}
                  {tabLabel('seo', <Trans>SEO</Trans>)}
                  {tabLabel('chaining', <Trans>Chaining</Trans>)}
                </Tabs.List>
                <Tabs.Panel value="details" pt="md">
                  <DetailsSection form={form} isNew={tool === null} />
                </Tabs.Panel>
                <Tabs.Panel value="fields" pt="md">
                  <FieldsEditor form={form} />
                </Tabs.Panel>
                <Tabs.Panel value="runner" pt="md">
                  {values.runner === 'webhook' ? (
                    <WebhookSection form={form} hasStoredSecret={tool?.webhook.hasSecretHeaderValue ?? false} />
                  ) : (
                    <AiSection form={form} />
                  )}
                </Tabs.Panel>
                <Tabs.Panel value="seo" pt="md">
                  <SeoSection form={form} />
                </Tabs.Panel>
                <Tabs.Panel value="chaining" pt="md">
                  <ChainingSection form={form} toolId={tool?.id ?? null} />
                </Tabs.Panel>
              </Tabs>
              <Group>
                <Button type="submit" loading={saving} leftSection={<IconDeviceFloppy size={16} />}>
                  {tool ? <Trans>Save tool</Trans> : <Trans>Create tool</Trans>}
                </Button>
              </Group>
            </Stack>
          </form>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <ToolPreview tool={preview} savedId={tool?.id ?? null} unsaved={form.isDirty()} />
        </Grid.Col>
      </Grid>
      {confirmLeaving}
    </Stack>
  );
}
