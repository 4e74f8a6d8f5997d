import { Trans, useLingui } from '@lingui/react/macro';
import {
  Button,
  Card,
  CloseButton,
  FileButton,
  Group,
  Image,
  Input,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPhotoUp } from '@tabler/icons-react';
import { slugify } from '@wordloom/shared/domain/blog-paths';
import { AppErrorCode } from '@wordloom/shared/errors';
import { TOOL_MEDIA_BUCKET, TOOL_RUNNERS, TOOL_STATUSES } from '@wordloom/shared/schemas/tools';
import { useState } from 'react';
import { appErrorText } from '../../../lib/errors.ts';
import { LanguageSelect } from '../../forms/LanguageSelect.tsx';
import { POST_IMAGE_TYPES, UploadFailedError, uploadPostMedia } from '../../linkedin/upload.ts';
import { RUNNER_LABELS, STATUS_LABELS } from './messages.ts';
import type { ToolForm } from './use-tool-form.ts';

/** Where preview images are uploaded (the server answers with where it serves them). */
const TOOL_IMAGE_UPLOAD_PATH = `/api/media/${TOOL_MEDIA_BUCKET}`;
const SLUG_MAX = 120;

function PreviewImageField({ form }: { form: ToolForm }) {
  const { t, i18n } = useLingui();
  const [uploading, setUploading] = useState(false);
  const image = form.values.previewImage;

  async function upload(file: File | null) {
    if (!file) return;
    setUploading(true);
    try {
      form.setFieldValue('previewImage', (await uploadPostMedia(file, { path: TOOL_IMAGE_UPLOAD_PATH })).src);
    } catch (error) {
      const rateLimited = error instanceof UploadFailedError && error.code === AppErrorCode.RATE_LIMITED;
      notifications.show({
        color: 'red',
        message: i18n._(appErrorText(rateLimited ? AppErrorCode.RATE_LIMITED : AppErrorCode.UPLOAD_REFUSED)),
      });
    } finally {
      setUploading(false);
    }
  }

  return (
    <Input.Wrapper label={t`Preview image`} error={form.errorText('previewImage')}>
      <Stack gap="xs" mt={4}>
        <Group gap="sm" align="flex-start">
          {image && (
            <Card withBorder padding={0} radius="md" pos="relative" w={240} maw="100%">
              <Image src={image} alt={t`Preview image`} h={135} fit="cover" />
              <CloseButton
                pos="absolute"
                top={4}
                style={{ insetInlineEnd: 4 }}
                variant="filled"
                aria-label={t`Remove preview image`}
                onClick={() => form.setFieldValue('previewImage', '')}
              />
            </Card>
          )}
          <FileButton onChange={(file) => void upload(file)} accept={POST_IMAGE_TYPES.join(',')}>
            {(props) => (
              <Button {...props} variant="default" loading={uploading} leftSection={<IconPhotoUp size={16} />}>
                {image ? <Trans>Replace image</Trans> : <Trans>Upload image</Trans>}
              </Button>
            )}
          </FileButton>
        </Group>
        <TextInput
          size="xs"
          label={t`Or an image address (https)`}
          placeholder="https://images.example.com/tool.png"
          dir="ltr"
          {...form.getInputProps('previewImage')}
          error={undefined}
        />
      </Stack>
    </Input.Wrapper>
  );
}

/**
 * Spec §3 tool: name, slug (made from the name until the admin types one), description, how it
 * works, preview image, status and language, and what answers a run.
 */
export function DetailsSection({ form, isNew }: { form: ToolForm; isNew: boolean }) {
  const { t, i18n } = useLingui();
  const [slugFollowsName, setSlugFollowsName] = useState(isNew);
  const { values } = form;
  return (
    <Stack gap="md">
      <TextInput
        label={t`Name`}
        required
        {...form.getInputProps('name')}
        onChange={(event) => {
          const name = event.currentTarget.value;
          form.setFieldValue('name', name);
          if (slugFollowsName) form.setFieldValue('slug', slugify(name, SLUG_MAX));
        }}
      />
      <TextInput
        label={t`Slug`}
        required
        description={t`The tool's address on the tools site: lower-case letters and digits joined by hyphens.`}
        dir="ltr"
        {...form.getInputProps('slug')}
        onChange={(event) => {
          setSlugFollowsName(false);
          form.setFieldValue('slug', event.currentTarget.value);
        }}
      />
      <Textarea label={t`Description`} autosize minRows={2} {...form.getInputProps('description')} />
      <Textarea
        label={t`How it works`}
        description={t`Shown on the tool's page under "How It Works".`}
        autosize
        minRows={3}
        {...form.getInputProps('howItWorks')}
      />
      <PreviewImageField form={form} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Input.Wrapper label={t`Status`}>
          <SegmentedControl
            fullWidth
            mt={4}
            value={values.status}
            onChange={(value) => {
              const status = TOOL_STATUSES.find((known) => known === value);
              if (status) form.setFieldValue('status', status);
            }}
            data={TOOL_STATUSES.map((status) => ({ value: status, label: i18n._(STATUS_LABELS[status]) }))}
          />
        </Input.Wrapper>
        <LanguageSelect
          value={values.languageCode}
          onChange={(language) => form.setFieldValue('languageCode', language)}
          error={form.errorText('languageCode')}
        />
      </SimpleGrid>
      <Input.Wrapper
        label={t`Runner`}
        description={t`What answers a run: the tool's webhook, or a prompt run through the AI engine (free for visitors).`}
      >
        <SegmentedControl
          fullWidth
          mt={4}
          value={values.runner}
          onChange={(value) => {
            const runner = TOOL_RUNNERS.find((known) => known === value);
            if (runner) form.setFieldValue('runner', runner);
          }}
          data={TOOL_RUNNERS.map((runner) => ({ value: runner, label: i18n._(RUNNER_LABELS[runner]) }))}
        />
      </Input.Wrapper>
    </Stack>
  );
}
