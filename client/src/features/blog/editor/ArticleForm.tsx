import '@mantine/tiptap/styles.css';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Autocomplete,
  Badge,
  Button,
  Card,
  CloseButton,
  FileButton,
  Grid,
  Group,
  Image,
  Input,
  SegmentedControl,
  SimpleGrid,
  Stack,
  TagsInput,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { RichTextEditor, type RichTextEditorLabels } from '@mantine/tiptap';
import { IconDeviceFloppy, IconEye, IconPhotoUp, IconTrash, IconWorld, IconWorldOff } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { slugify } from '@wordloom/shared/domain/blog-paths';
import { AppErrorCode } from '@wordloom/shared/errors';
import { textDirection } from '@wordloom/shared/languages';
import {
  ARTICLE_CONTENT_TYPES,
  type ArticleDetail,
  type TArticleFields,
  ZArticleFields,
} from '@wordloom/shared/schemas/blog';
import { type FormEvent, useRef, useState } from 'react';
import { appErrorText, errorMessage } from '../../../lib/errors.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { SHOWS_OWN_ERRORS } from '../../../lib/query-client.ts';
import { trpc } from '../../../lib/trpc.ts';
import { SeoScorePanel } from '../../article-writer/seo/SeoScorePanel.tsx';
import { LanguageSelect } from '../../forms/LanguageSelect.tsx';
import { useLeaveGuard } from '../../forms/LeaveGuard.tsx';
import { useSchemaForm } from '../../forms/use-schema-form.ts';
import { POST_IMAGE_TYPES } from '../../linkedin/upload.ts';
import { CONTENT_TYPE_LABELS, STATUS_COLORS, STATUS_LABELS } from '../article-status.ts';
import { categoryNames } from '../category-options.ts';
import { type DeletableArticle, DeleteArticleDialog } from '../DeleteArticleDialog.tsx';
import { useArticleActions } from '../use-article-actions.ts';
import { articleFieldErrors, articleFormValues, articleRuleMessage, NEW_ARTICLE_VALUES } from './article-form.ts';
import { TranslationsCard } from './TranslationsCard.tsx';
import { uploadBlogImage, useArticleEditor } from './use-article-editor.ts';

const EXCERPT_MAX = 500;
/** Below this width the SEO panel sits under the form, folded to its score. */
const NARROW_LAYOUT = '(max-width: 62em)';
const META_DESCRIPTION_MAX = 320;

type Intent = 'save' | 'publish';

/** The submit button that sent the form says what to do after saving. */
function intentOf(event: FormEvent<HTMLFormElement>): Intent {
  const submitter = (event.nativeEvent as SubmitEvent).submitter;
  return submitter?.getAttribute('value') === 'publish' ? 'publish' : 'save';
}

interface ArticleFormProps {
  article: ArticleDetail | null;
  onOpenArticle: (id: string, replace: boolean) => void;
}

/**
 * The article editor (spec §2 `/article-writer/edit?id=`): the text in a rich editor and every
 * field of the article, saved as a draft, published, unpublished or deleted; translations are
 * drafts of the same article in other languages.
 */
export function ArticleForm({ article, onOpenArticle }: ArticleFormProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  usePageTitle(article ? t`Edit article` : t`New article`);
  const form = useSchemaForm({
    initialValues: article ? articleFormValues(article) : NEW_ARTICLE_VALUES,
    schema: ZArticleFields,
    messageOf: articleRuleMessage,
    fieldErrorsOf: articleFieldErrors,
  });
  const values = form.getValues();
  const dir = textDirection(values.languageCode);
  // A new article's slug follows its title until the writer types one.
  const [slugFollowsTitle, setSlugFollowsTitle] = useState(article === null);
  const [uploadingCover, setUploadingCover] = useState(false);
  const [deleting, setDeleting] = useState<DeletableArticle | null>(null);
  const { leaving, confirmLeaving } = useLeaveGuard(
    () => form.isDirty(),
    <Trans>Your changes to this article have not been saved.</Trans>,
  );
  const categories = trpc.blog.categories.useQuery(undefined, SHOWS_OWN_ERRORS);
  const create = trpc.blog.create.useMutation();
  const update = trpc.blog.update.useMutation();
  const { publish, unpublish, remove } = useArticleActions();
  const narrow = useMediaQuery(NARROW_LAYOUT, false, { getInitialValueInEffect: false });

  const uploadFailed = () =>
    notifications.show({ color: 'red', message: i18n._(appErrorText(AppErrorCode.UPLOAD_REFUSED)) });
  const editor = useArticleEditor({
    initialHtml: values.content,
    label: t`Article text`,
    dir,
    onHtmlChange: (html) => form.setField('content', html),
    onImageUploadFailed: uploadFailed,
  });

  async function saveArticle(input: TArticleFields, intent: Intent) {
    const { externalUrl: _keptAsIs, ...fields } = input;
    const saved = article ? await update.mutateAsync({ id: article.id, ...fields }) : await create.mutateAsync(input);
    form.resetDirty(form.getValues());
    utils.blog.get.setData({ id: saved.id }, (previous) =>
      previous ? { ...previous, ...saved } : { ...saved, canEdit: true },
    );
    await utils.blog.mine.invalidate();
    if (intent === 'publish') await publish.mutateAsync({ id: saved.id });
    else notifications.show({ color: 'green', message: t`Article saved` });
    if (!article) onOpenArticle(saved.id, true);
  }

  const intent = useRef<Intent>('save');
  const submit = form.submitWith({
    reset: () => {
      create.reset();
      update.reset();
    },
    mutate: (input, options) => {
      saveArticle(input, intent.current).catch((error: unknown) => {
        options?.onError?.(error);
        notifications.show({
          color: 'red',
          message: i18n._(errorMessage(error, { VALIDATION: appErrorText(AppErrorCode.VALIDATION) })),
        });
      });
    },
  });

  async function uploadCover(file: File | null) {
    if (!file) return;
    setUploadingCover(true);
    try {
      form.setField('featuredImage', await uploadBlogImage(file));
    } catch {
      uploadFailed();
    } finally {
      setUploadingCover(false);
    }
  }

  const labels: Partial<RichTextEditorLabels> = {
    boldControlLabel: t`Bold`,
    italicControlLabel: t`Italic`,
    h2ControlLabel: t`Heading 2`,
    h3ControlLabel: t`Heading 3`,
    h4ControlLabel: t`Heading 4`,
    bulletListControlLabel: t`Bullet list`,
    orderedListControlLabel: t`Numbered list`,
    blockquoteControlLabel: t`Quote`,
    codeControlLabel: t`Code`,
    codeBlockControlLabel: t`Code block`,
    linkControlLabel: t`Link`,
    unlinkControlLabel: t`Remove link`,
    linkEditorInputLabel: t`Enter URL`,
    linkEditorInputPlaceholder: t`https://example.com/`,
    linkEditorExternalLink: t`Open link in a new tab`,
    linkEditorInternalLink: t`Open link in the same tab`,
    linkEditorSave: t`Save`,
    imageUploadControlLabel: t`Insert image`,
    undoControlLabel: t`Undo`,
    redoControlLabel: t`Redo`,
  };

  const saving = create.isPending || update.isPending || publish.isPending;
  const published = article?.status === 'published';
  const counter = (length: number, max: number) => t`${length} / ${max} characters`;

  return (
    <Stack gap="lg" maw={1240} mx="auto" w="100%">
      <Group justify="space-between" align="center" gap="sm">
        <Group gap="sm">
          <Title order={1} size="h2">
            {article ? <Trans>Edit article</Trans> : <Trans>New article</Trans>}
          </Title>
          {article && (
            <Badge color={STATUS_COLORS[article.status]} variant="light">
              {i18n._(STATUS_LABELS[article.status])}
            </Badge>
          )}
        </Group>
        {article && (
          <Button
            renderRoot={(props) => <Link {...props} to="/blog/$id" params={{ id: article.id }} />}
            variant="subtle"
            leftSection={<IconEye size={16} />}
          >
            <Trans>View article</Trans>
          </Button>
        )}
      </Group>

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <form
            ref={form.formRef}
            noValidate
            onSubmit={(event) => {
              intent.current = intentOf(event);
              submit(event);
            }}
          >
            <Stack gap="md">
              <TextInput
                label={t`Title`}
                required
                dir={dir}
                {...form.getInputProps('title')}
                onChange={(event) => {
                  const title = event.currentTarget.value;
                  form.setField('title', title);
                  if (slugFollowsTitle) form.setField('slug', slugify(title));
                }}
              />
              <TextInput
                label={t`Slug`}
                description={t`The last part of the article's address; unique in its language. Left empty, it is made from the title.`}
                {...form.getInputProps('slug')}
                onChange={(event) => {
                  setSlugFollowsTitle(false);
                  form.setField('slug', event.currentTarget.value);
                }}
              />
              <TextInput
                label={t`Focus keyphrase`}
                description={t`The search phrase this article should be found by; the SEO score checks the article against it.`}
                dir={dir}
                {...form.getInputProps('focusKeyphrase')}
              />

              <Input.Wrapper label={t`Text`}>
                <RichTextEditor editor={editor} labels={labels} mt={4}>
                  <RichTextEditor.Toolbar sticky stickyOffset="var(--app-shell-header-offset, 0px)">
                    <RichTextEditor.ControlsGroup>
                      <RichTextEditor.H2 />
                      <RichTextEditor.H3 />
                      <RichTextEditor.H4 />
                    </RichTextEditor.ControlsGroup>
                    <RichTextEditor.ControlsGroup>
                      <RichTextEditor.Bold />
                      <RichTextEditor.Italic />
                      <RichTextEditor.Code />
                    </RichTextEditor.ControlsGroup>
                    <RichTextEditor.ControlsGroup>
                      <RichTextEditor.BulletList />
                      <RichTextEditor.OrderedList />
                      <RichTextEditor.Blockquote />
                      <RichTextEditor.CodeBlock />
                    </RichTextEditor.ControlsGroup>
                    <RichTextEditor.ControlsGroup>
                      <RichTextEditor.Link />
                      <RichTextEditor.Unlink />
                      <RichTextEditor.ImageUpload />
                    </RichTextEditor.ControlsGroup>
                    <RichTextEditor.ControlsGroup>
                      <RichTextEditor.Undo />
                      <RichTextEditor.Redo />
                    </RichTextEditor.ControlsGroup>
                  </RichTextEditor.Toolbar>
                  <RichTextEditor.Content mih={320} />
                </RichTextEditor>
              </Input.Wrapper>

              <Textarea
                label={t`Excerpt`}
                description={counter(values.excerpt.length, EXCERPT_MAX)}
                autosize
                minRows={2}
                maxLength={EXCERPT_MAX}
                dir={dir}
                {...form.getInputProps('excerpt')}
              />
              <Textarea
                label={t`Meta description`}
                description={counter(values.metaDescription.length, META_DESCRIPTION_MAX)}
                autosize
                minRows={2}
                maxLength={META_DESCRIPTION_MAX}
                dir={dir}
                {...form.getInputProps('metaDescription')}
              />

              <Input.Wrapper label={t`Featured image`}>
                <Group gap="sm" mt={4} align="flex-start">
                  {values.featuredImage && (
                    <Card withBorder padding={0} radius="md" pos="relative" w={240}>
                      <Image src={values.featuredImage} alt={t`Featured image preview`} h={135} fit="cover" />
                      <CloseButton
                        pos="absolute"
                        top={4}
                        style={{ insetInlineEnd: 4 }}
                        variant="filled"
                        aria-label={t`Remove featured image`}
                        onClick={() => form.setField('featuredImage', null)}
                      />
                    </Card>
                  )}
                  <FileButton onChange={(file) => void uploadCover(file)} accept={POST_IMAGE_TYPES.join(',')}>
                    {(props) => (
                      <Button
                        {...props}
                        variant="default"
                        loading={uploadingCover}
                        leftSection={<IconPhotoUp size={16} />}
                      >
                        {values.featuredImage ? <Trans>Replace image</Trans> : <Trans>Upload image</Trans>}
                      </Button>
                    )}
                  </FileButton>
                </Group>
              </Input.Wrapper>

              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
                <Autocomplete
                  label={t`Category`}
                  data={categoryNames(categories.data)}
                  {...form.getInputProps('category')}
                />
                <TextInput label={t`Subcategory`} {...form.getInputProps('subcategory')} />
                <TextInput label={t`Microcategory`} {...form.getInputProps('microcategory')} />
              </SimpleGrid>
              <TagsInput
                label={t`Categories`}
                description={t`Further categories the article belongs to (up to 10).`}
                maxTags={10}
                clearable
                {...form.getInputProps('categories')}
              />
              <TagsInput
                label={t`Tags`}
                description={t`Up to 20.`}
                maxTags={20}
                clearable
                {...form.getInputProps('tags')}
              />

              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <Input.Wrapper label={t`Content type`}>
                  <SegmentedControl
                    fullWidth
                    mt={4}
                    value={values.contentType}
                    onChange={(value) => {
                      const type = ARTICLE_CONTENT_TYPES.find((known) => known === value);
                      if (type) form.setField('contentType', type);
                    }}
                    data={ARTICLE_CONTENT_TYPES.map((type) => ({
                      value: type,
                      label: i18n._(CONTENT_TYPE_LABELS[type]),
                    }))}
                  />
                </Input.Wrapper>
                <LanguageSelect
                  value={values.languageCode}
                  onChange={(language) => form.setField('languageCode', language)}
                  error={form.errorText('languageCode')}
                />
              </SimpleGrid>

              <Group justify="space-between" gap="sm" wrap="wrap">
                <Group gap="sm">
                  <Button
                    type="submit"
                    name="intent"
                    value="save"
                    loading={saving && intent.current === 'save'}
                    leftSection={<IconDeviceFloppy size={16} />}
                  >
                    <Trans>Save</Trans>
                  </Button>
                  {published ? (
                    <Button
                      type="button"
                      variant="default"
                      loading={unpublish.isPending}
                      leftSection={<IconWorldOff size={16} />}
                      onClick={() => article && unpublish.mutate({ id: article.id })}
                    >
                      <Trans>Unpublish</Trans>
                    </Button>
                  ) : (
                    <Button
                      type="submit"
                      name="intent"
                      value="publish"
                      color="green"
                      loading={saving && intent.current === 'publish'}
                      leftSection={<IconWorld size={16} />}
                    >
                      <Trans>Publish</Trans>
                    </Button>
                  )}
                </Group>
                {article && (
                  <Button
                    type="button"
                    color="red"
                    variant="subtle"
                    leftSection={<IconTrash size={16} />}
                    onClick={() => setDeleting({ id: article.id, title: article.title, published })}
                  >
                    <Trans>Delete</Trans>
                  </Button>
                )}
              </Group>
            </Stack>
          </form>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <div
            style={{ position: 'sticky', top: 'calc(var(--app-shell-header-offset, 0px) + var(--mantine-spacing-md))' }}
          >
            <SeoScorePanel
              keyphrase={values.focusKeyphrase}
              title={values.title}
              metaDescription={values.metaDescription}
              slug={values.slug || slugify(values.title)}
              html={values.content}
              languageCode={values.languageCode}
              siteOrigins={[window.location.origin]}
              collapsible={narrow}
            />
          </div>
        </Grid.Col>
      </Grid>

      {article && (
        <TranslationsCard
          article={article}
          current={values}
          unsaved={form.isDirty()}
          onCreated={(translationId) => onOpenArticle(translationId, false)}
        />
      )}

      <DeleteArticleDialog
        article={deleting}
        deleting={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={(chosen) =>
          remove.mutate(
            { id: chosen.id },
            {
              onSuccess: () => {
                leaving.current = true;
                void navigate({ to: '/blogs' });
              },
            },
          )
        }
      />

      {confirmLeaving}
    </Stack>
  );
}
