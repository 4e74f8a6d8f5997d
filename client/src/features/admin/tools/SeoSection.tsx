import { Trans, useLingui } from '@lingui/react/macro';
import { SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { CodeField } from '../../http-mappings/fields.tsx';
import type { ToolForm } from './use-tool-form.ts';

/** What search results show of a title and a description before cutting them. */
const TITLE_SHOWN = 60;
const DESCRIPTION_SHOWN = 160;

/** Spec §3 tool SEO: the page's title and description, its OpenGraph and Twitter cards, canonical URL and JSON-LD. */
export function SeoSection({ form }: { form: ToolForm }) {
  const { t } = useLingui();
  const { seo } = form.values;
  const counter = (length: number, shown: number) => t`${length} characters; search results show about ${shown}`;
  return (
    <Stack gap="md">
      <TextInput
        label={t`Page title`}
        description={counter(seo.pageTitle.length, TITLE_SHOWN)}
        {...form.getInputProps('seo.pageTitle')}
      />
      <Textarea
        label={t`Meta description`}
        description={counter(seo.metaDescription.length, DESCRIPTION_SHOWN)}
        autosize
        minRows={2}
        {...form.getInputProps('seo.metaDescription')}
      />
      <Title order={3} size="h5">
        <Trans>OpenGraph</Trans>
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label={t`OpenGraph title`} {...form.getInputProps('seo.ogTitle')} />
        <TextInput label={t`OpenGraph image`} dir="ltr" {...form.getInputProps('seo.ogImage')} />
      </SimpleGrid>
      <Textarea label={t`OpenGraph description`} autosize minRows={2} {...form.getInputProps('seo.ogDescription')} />
      <Title order={3} size="h5">
        <Trans>Twitter</Trans>
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label={t`Twitter title`} {...form.getInputProps('seo.twitterTitle')} />
        <TextInput label={t`Twitter image`} dir="ltr" {...form.getInputProps('seo.twitterImage')} />
      </SimpleGrid>
      <Textarea label={t`Twitter description`} autosize minRows={2} {...form.getInputProps('seo.twitterDescription')} />
      <TextInput
        label={t`Canonical URL`}
        placeholder="https://tools.example.com/headline-checker"
        dir="ltr"
        {...form.getInputProps('seo.canonicalUrl')}
      />
      <CodeField
        label={t`Structured data (JSON-LD)`}
        description={t`Left empty, the page describes the tool as a SoftwareApplication.`}
        placeholder='{"@context": "https://schema.org", "@type": "SoftwareApplication"}'
        {...form.getInputProps('seo.structuredData')}
      />
    </Stack>
  );
}
