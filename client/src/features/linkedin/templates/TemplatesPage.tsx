import { Trans, useLingui } from '@lingui/react/macro';
import {
  Button,
  Card,
  Chip,
  Group,
  ScrollArea,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { TLinkedInTemplate } from '@wordloom/shared/schemas/linkedin';
import { type ReactNode, useId, useState } from 'react';
import { usePageTitle } from '../../../lib/page-title.ts';
import { SHOWS_OWN_ERRORS } from '../../../lib/query-client.ts';
import { trpc } from '../../../lib/trpc.ts';
import { LoadError } from '../../errors/LoadError.tsx';
import { DeleteTemplateDialog } from './DeleteTemplateDialog.tsx';
import { TemplateCard } from './TemplateCard.tsx';
import { type TemplateEditing, TemplateFormDialog } from './TemplateFormDialog.tsx';
import { categoryLabel, TEMPLATE_CATEGORIES } from './template-categories.ts';

/** How long typing pauses before the search is sent. */
const SEARCH_DEBOUNCE_MS = 300;
/** The chip that shows every category. */
const ALL_CATEGORIES = '';

type Filter = { category: string; search: string };

/** The list query of a filter; the route's loader asks for the unfiltered one. */
export function templatesListInput({ category, search }: Filter) {
  return { category: category || undefined, search: search || undefined };
}

function Section({ title, action, children }: { title: ReactNode; action?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" gap="sm">
        <Title order={2} size="h3" id={headingId}>
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Stack>
  );
}

function Note({ children }: { children: ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="lg">
      <Text c="dimmed" ta="center" size="sm">
        {children}
      </Text>
    </Card>
  );
}

function TemplateGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      {children}
    </SimpleGrid>
  );
}

/**
 * /linkedin-grow/templates: the built-in library, by category and searchable, and the user's own
 * templates, which they create, edit and delete here (or save from a post in My Posts). "Use
 * template" opens the create page with the template chosen.
 */
export function TemplatesPage() {
  const { t, i18n } = useLingui();
  usePageTitle(t`LinkedIn Post Templates`);
  const [filter, setFilter] = useState<Filter>({ category: ALL_CATEGORIES, search: '' });
  const [typed, setTyped] = useState('');
  const searchSoon = useDebouncedCallback(
    (search: string) => setFilter((current) => ({ ...current, search: search.trim() })),
    SEARCH_DEBOUNCE_MS,
  );
  const list = trpc.linkedin.templates.list.useQuery(templatesListInput(filter), {
    ...SHOWS_OWN_ERRORS,
    placeholderData: keepPreviousData,
  });
  const [editing, setEditing] = useState<TemplateEditing | null>(null);
  const [deleting, setDeleting] = useState<TLinkedInTemplate | null>(null);
  const categories = list.data?.categories ?? [...TEMPLATE_CATEGORIES];
  const filtered = filter.category !== ALL_CATEGORIES || filter.search !== '';

  return (
    <Stack gap="xl" maw={1100} mx="auto" w="100%">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4}>
          <Title order={1} size="h2">
            <Trans>LinkedIn Post Templates</Trans>
          </Title>
          <Text size="sm" c="dimmed">
            <Trans>Proven structures for LinkedIn posts. Pick one and write your post with it.</Trans>
          </Text>
        </Stack>
        <Button component={Link} to="/linkedin-grow/my-posts" variant="default">
          <Trans>My Posts</Trans>
        </Button>
      </Group>

      <Stack gap="sm">
        <TextInput
          type="search"
          aria-label={t`Search templates`}
          placeholder={t`Search by name, description or structure`}
          leftSection={<IconSearch size={16} />}
          value={typed}
          onChange={(event) => {
            setTyped(event.currentTarget.value);
            searchSoon(event.currentTarget.value);
          }}
          maw={{ base: '100%', sm: 420 }}
        />
        <ScrollArea type="auto" offsetScrollbars scrollbars="x">
          <Chip.Group
            multiple={false}
            value={filter.category}
            onChange={(category) => setFilter((current) => ({ ...current, category }))}
          >
            <Group gap="xs" wrap="nowrap" role="group" aria-label={t`Categories`} pb={4}>
              <Chip value={ALL_CATEGORIES} size="sm">
                <Trans>All categories</Trans>
              </Chip>
              {categories.map((category) => (
                <Chip key={category} value={category} size="sm">
                  {categoryLabel(i18n, category)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </ScrollArea>
      </Stack>

      {list.isPending && <Skeleton height={240} radius="lg" />}
      {list.isError && !list.data && (
        <LoadError
          title={t`The templates could not be loaded`}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      )}
      {list.data && (
        <>
          <Section
            title={<Trans>My templates</Trans>}
            action={
              <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ template: null })}>
                <Trans>New template</Trans>
              </Button>
            }
          >
            {list.data.own.length === 0 ? (
              <Note>
                {filtered ? (
                  <Trans>None of your templates match.</Trans>
                ) : (
                  <Trans>
                    You have no templates of your own yet. Create one here, or save one of your posts as a template from
                    My Posts.
                  </Trans>
                )}
              </Note>
            ) : (
              <TemplateGrid>
                {list.data.own.map((template) => (
                  <TemplateCard
                    key={template.id}
                    template={template}
                    onEdit={(chosen) => setEditing({ template: chosen })}
                    onDelete={setDeleting}
                  />
                ))}
              </TemplateGrid>
            )}
          </Section>

          <Section title={<Trans>Template library</Trans>}>
            {list.data.library.length === 0 ? (
              <Note>
                <Trans>No templates match your search. Try other words or another category.</Trans>
              </Note>
            ) : (
              <TemplateGrid>
                {list.data.library.map((template) => (
                  <TemplateCard key={template.id} template={template} />
                ))}
              </TemplateGrid>
            )}
          </Section>
        </>
      )}

      <TemplateFormDialog editing={editing} categories={categories} onClose={() => setEditing(null)} />
      <DeleteTemplateDialog template={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
