import { Plural, Trans, useLingui } from '@lingui/react/macro';
import {
  Accordion,
  Button,
  Card,
  Checkbox,
  Group,
  List,
  NumberInput,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { POINTS_OF_VIEW } from '@wordloom/shared/schemas/ai';
import {
  SAVED_EXPERT_GUIDANCE_KEY,
  SAVED_WRITING_STYLES_KEY,
  type TTitleForm,
  type TWriterSessionState,
  type WriterSession,
} from '@wordloom/shared/schemas/article-writer';
import { useId, useState } from 'react';
import { POINT_OF_VIEW_NAMES } from '../../ai/messages.ts';
import { RunPanel } from '../RunPanel.tsx';
import { useSavedTexts } from '../saved-texts.ts';
import { useTypingSave } from '../use-typing-save.ts';
import type { WriterSessionHandle } from '../use-writer-session.ts';
import { WriterStepPage } from '../WriterStepPage.tsx';
import { STEP_PATHS } from '../writer-steps.ts';

/** The radio value of "Write my own". */
const OWN = 'own';
/** The title form's headings count range (ZTitleForm). */
const MIN_HEADINGS = 2;
const MAX_HEADINGS = 15;
/** Typing is saved to the session once it pauses. */

type ChosenTitle = NonNullable<TWriterSessionState['chosenTitle']>;

/** Which radio the saved choice is: the option it equals, else the user's own. */
function choiceOf(state: TWriterSessionState): string | null {
  const chosen = state.chosenTitle;
  if (!chosen) return null;
  const option = state.titleOptions.find(
    (candidate) => candidate.title === chosen.title && candidate.description === chosen.description,
  );
  return option ? option.id : OWN;
}

/** Step 3: the title and meta description, and how the article is to be written. */
export function TitleDescriptionPage({ sessionId }: { sessionId: string | null }) {
  const { t } = useLingui();
  return (
    <WriterStepPage step="title-description" sessionId={sessionId} title={t`Choose a title`}>
      {(session, handle) => <TitleChoice session={session} handle={handle} />}
    </WriterStepPage>
  );
}

function TitleChoice({ session, handle }: { session: WriterSession; handle: WriterSessionHandle }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const ids = useId();
  const { state } = session;
  const [choice, setChoice] = useState<string | null>(() => choiceOf(state));
  const [own, setOwn] = useState<ChosenTitle>(() =>
    choiceOf(state) === OWN && state.chosenTitle ? state.chosenTitle : { title: '', description: '' },
  );
  const [titleForm, setTitleForm] = useState<TTitleForm>(state.titleForm);
  const styles = useSavedTexts(SAVED_WRITING_STYLES_KEY);
  const guidance = useSavedTexts(SAVED_EXPERT_GUIDANCE_KEY);

  const chosenFor = (value: string | null, ownTitle: ChosenTitle): ChosenTitle | null => {
    if (value === OWN) {
      const title = ownTitle.title.trim();
      return title ? { title, description: ownTitle.description.trim() } : null;
    }
    const option = state.titleOptions.find((candidate) => candidate.id === value);
    return option ? { title: option.title, description: option.description } : null;
  };
  const chosenTitle = chosenFor(choice, own);
  // Typing in several fields before a pause sends all of them in one change.
  const typing = useTypingSave(handle.save);
  const saveSoon = typing.saveSoon;

  const choose = (value: string) => {
    setChoice(value);
    void handle.save({ chosenTitle: chosenFor(value, own) });
  };
  const changeOwn = (next: ChosenTitle) => {
    setOwn(next);
    saveSoon({ chosenTitle: chosenFor(OWN, next) });
  };
  const changeForm = (patch: Partial<TTitleForm>, typed = false) => {
    const next = { ...titleForm, ...patch };
    setTitleForm(next);
    if (typed) saveSoon({ titleForm: next });
    else void handle.save({ titleForm: next });
  };

  const brief = state.keywordSelectResponse;
  const estimateState: TWriterSessionState = { ...state, chosenTitle, titleForm };
  const pointOfViewOptions = POINTS_OF_VIEW.map((value) => ({ value, label: i18n._(POINT_OF_VIEW_NAMES[value]) }));

  return (
    <Stack gap="lg">
      <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={`${ids}-titles`}>
        <Stack gap="md">
          <Title order={2} size="h4" id={`${ids}-titles`}>
            <Trans>Title and meta description</Trans>
          </Title>
          <Radio.Group value={choice} onChange={choose} aria-labelledby={`${ids}-titles`}>
            <Stack gap="sm">
              {state.titleOptions.map((option) => (
                <Radio.Card key={option.id} value={option.id} radius="md" p="md">
                  <Group wrap="nowrap" align="flex-start" gap="sm">
                    <Radio.Indicator />
                    <Stack gap={4} style={{ minWidth: 0 }}>
                      <Text fw={600}>{option.title}</Text>
                      <Text size="xs" c="dimmed">
                        <Plural value={option.title.length} one="# character" other="# characters" />
                      </Text>
                      {option.description && (
                        <>
                          <Text size="sm">{option.description}</Text>
                          <Text size="xs" c="dimmed">
                            <Plural value={option.description.length} one="# character" other="# characters" />
                          </Text>
                        </>
                      )}
                    </Stack>
                  </Group>
                </Radio.Card>
              ))}
              <Radio.Card value={OWN} radius="md" p="md">
                <Group wrap="nowrap" gap="sm">
                  <Radio.Indicator />
                  <Text fw={600}>
                    <Trans>Write my own</Trans>
                  </Text>
                </Group>
              </Radio.Card>
            </Stack>
          </Radio.Group>
          {choice === OWN && (
            <Stack gap="sm">
              <TextInput
                label={t`Title`}
                required
                maxLength={300}
                value={own.title}
                onChange={(event) => changeOwn({ ...own, title: event.currentTarget.value })}
                description={<Plural value={own.title.length} one="# character" other="# characters" />}
              />
              <Textarea
                label={t`Meta description`}
                autosize
                minRows={2}
                maxLength={1000}
                value={own.description}
                onChange={(event) => changeOwn({ ...own, description: event.currentTarget.value })}
                description={<Plural value={own.description.length} one="# character" other="# characters" />}
              />
            </Stack>
          )}
        </Stack>
      </Card>

      {brief && (brief.Introduction || brief.key_takeaways.length > 0 || brief.articleoutline.length > 0) && (
        <Accordion variant="contained" radius="lg">
          <Accordion.Item value="brief">
            <Accordion.Control>
              <Trans>Brief from the keyword analysis</Trans>
            </Accordion.Control>
            <Accordion.Panel>
              <Stack gap="md">
                {brief.Introduction && (
                  <Stack gap={4}>
                    <Text fw={600} size="sm">
                      <Trans>Introduction</Trans>
                    </Text>
                    <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                      {brief.Introduction}
                    </Text>
                  </Stack>
                )}
                {brief.key_takeaways.length > 0 && (
                  <Stack gap={4}>
                    <Text fw={600} size="sm">
                      <Trans>Key takeaways</Trans>
                    </Text>
                    <List size="sm" spacing={4}>
                      {brief.key_takeaways.map((takeaway) => (
                        <List.Item key={takeaway}>{takeaway}</List.Item>
                      ))}
                    </List>
                  </Stack>
                )}
                {brief.articleoutline.length > 0 && (
                  <Stack gap={4}>
                    <Text fw={600} size="sm">
                      <Trans>Suggested sections</Trans>
                    </Text>
                    <List type="ordered" size="sm" spacing={4}>
                      {brief.articleoutline.map((heading) => (
                        <List.Item key={heading}>{heading}</List.Item>
                      ))}
                    </List>
                  </Stack>
                )}
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
        </Accordion>
      )}

      <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={`${ids}-form`}>
        <Stack gap="md">
          <Title order={2} size="h4" id={`${ids}-form`}>
            <Trans>How the article is written</Trans>
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <NumberInput
              label={t`Number of headings`}
              min={MIN_HEADINGS}
              max={MAX_HEADINGS}
              clampBehavior="blur"
              allowDecimal={false}
              allowNegative={false}
              defaultValue={titleForm.headingsCount}
              onChange={(count) => {
                // "1" on the way to "12" is not kept; leaving the field clamps it into the range.
                if (typeof count === 'number' && count >= MIN_HEADINGS && count <= MAX_HEADINGS)
                  changeForm({ headingsCount: count }, true);
              }}
            />
            <Select
              label={t`Point of view`}
              data={pointOfViewOptions}
              allowDeselect={false}
              value={titleForm.pointOfView}
              onChange={(value) => {
                const pointOfView = POINTS_OF_VIEW.find((candidate) => candidate === value);
                if (pointOfView) changeForm({ pointOfView });
              }}
            />
          </SimpleGrid>
          <SavedTextField
            saved={styles}
            label={t`Writing style`}
            description={t`How the article should sound, e.g. "friendly and practical, short sentences".`}
            savedLabel={t`Saved styles`}
            saveLabel={t`Save style`}
            savedMessage={t`Style saved in this browser.`}
            maxLength={500}
            value={titleForm.writingStyle}
            onChange={(writingStyle, typed) => changeForm({ writingStyle }, typed)}
          />
          <SavedTextField
            saved={guidance}
            label={t`Expert guidance`}
            description={t`What you know that the article should say: facts, experience, opinions, what to avoid.`}
            savedLabel={t`Saved guidance`}
            saveLabel={t`Save guidance`}
            savedMessage={t`Guidance saved in this browser.`}
            maxLength={4000}
            value={titleForm.expertGuidance}
            onChange={(expertGuidance, typed) => changeForm({ expertGuidance }, typed)}
          />
          <Checkbox
            label={t`Remember this guidance`}
            description={t`Saves it in this browser when you go on, to use again.`}
            checked={titleForm.saveExpertGuidance}
            onChange={(event) => changeForm({ saveExpertGuidance: event.currentTarget.checked })}
          />
        </Stack>
      </Card>

      <RunPanel
        handle={handle}
        run={{ run: 'outline' }}
        state={estimateState}
        label={t`Next: write outlines`}
        busyLabel={t`Writing outline options…`}
        disabledReason={chosenTitle ? null : t`Choose a title or write your own.`}
        prepare={async () => {
          typing.cancel();
          if (titleForm.saveExpertGuidance) guidance.save(titleForm.expertGuidance);
          // What was typed last reaches the session before the writer reads it.
          const saved = await handle.save({ chosenTitle, titleForm });
          return saved ? session.id : null;
        }}
        onDone={(id) => void navigate({ to: STEP_PATHS.outline, search: { session: id } })}
      />
    </Stack>
  );
}

interface SavedTextFieldProps {
  saved: ReturnType<typeof useSavedTexts>;
  label: string;
  description: string;
  savedLabel: string;
  saveLabel: string;
  savedMessage: string;
  maxLength: number;
  value: string;
  /** `typed`: a keystroke (saved once typing pauses) rather than a pick from the saved texts. */
  onChange: (value: string, typed: boolean) => void;
}

/** A text of the title form with the ones saved in this browser to pick from, and a button to save it. */
function SavedTextField({
  saved,
  label,
  description,
  savedLabel,
  saveLabel,
  savedMessage,
  maxLength,
  value,
  onChange,
}: SavedTextFieldProps) {
  const [justSaved, setJustSaved] = useState(false);
  const { t } = useLingui();
  return (
    <Stack gap="xs">
      <Textarea
        label={label}
        description={description}
        autosize
        minRows={2}
        maxRows={8}
        maxLength={maxLength}
        value={value}
        onChange={(event) => {
          setJustSaved(false);
          onChange(event.currentTarget.value, true);
        }}
      />
      <Group gap="sm" align="flex-end" wrap="wrap">
        {saved.texts.length > 0 && (
          <Select
            label={savedLabel}
            placeholder={t`Pick one`}
            data={saved.texts.map((text) => ({
              value: text,
              label: text.length > 80 ? `${text.slice(0, 79)}…` : text,
            }))}
            value={saved.texts.includes(value.trim()) ? value.trim() : null}
            onChange={(text) => {
              if (text !== null) onChange(text, false);
            }}
            style={{ flex: '1 1 14rem' }}
            comboboxProps={{ withinPortal: true }}
          />
        )}
        <Button
          variant="default"
          disabled={value.trim() === ''}
          onClick={() => {
            saved.save(value);
            setJustSaved(true);
          }}
        >
          {saveLabel}
        </Button>
      </Group>
      {justSaved && (
        <Text size="sm" c="teal.8" role="status">
          {savedMessage}
        </Text>
      )}
    </Stack>
  );
}
