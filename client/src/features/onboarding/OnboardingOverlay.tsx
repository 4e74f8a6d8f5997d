import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Progress, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  type ARTICLES_PER_MONTH,
  type COMPANY_AGES,
  type COMPANY_SIZES,
  type PERSONAS,
  type TCompleteOnboarding,
  ZCompleteOnboarding,
} from '@wordloom/shared/schemas/onboarding';
import { type FormEvent, useState } from 'react';
import { trpc } from '../../lib/trpc.ts';
import { useSchemaForm } from '../forms/use-schema-form.ts';
import classes from './OnboardingOverlay.module.css';
import { isOnboardingPostponed, postponeOnboarding } from './postponement.ts';

type Answers = Partial<TCompleteOnboarding>;
const NO_ANSWERS: Answers = {};
type Choice = 'persona' | 'companySize' | 'companyAge' | 'articlesPerMonth';
type Options<Codes extends readonly string[]> = Record<Codes[number], MessageDescriptor>;

/** One question: its text and a label per answer code of the shared schema (`satisfies` keeps them in step). */
interface Question {
  field: Choice;
  title: MessageDescriptor;
  options: Record<string, MessageDescriptor>;
}

const QUESTIONS: Question[] = [
  {
    field: 'persona',
    title: msg`What describes you best?`,
    options: {
      founder: msg`Founder or business owner`,
      marketer: msg`Marketer`,
      agency: msg`Agency`,
      freelancer: msg`Freelancer`,
      content_creator: msg`Content creator`,
      other: msg`Other`,
    } satisfies Options<typeof PERSONAS>,
  },
  {
    field: 'companySize',
    title: msg`How big is your company?`,
    options: {
      just_me: msg`Just me`,
      '2_10': msg`2–10 people`,
      '11_50': msg`11–50 people`,
      '51_200': msg`51–200 people`,
      '201_1000': msg`201–1,000 people`,
      over_1000: msg`More than 1,000 people`,
    } satisfies Options<typeof COMPANY_SIZES>,
  },
  {
    field: 'companyAge',
    title: msg`How old is your company?`,
    options: {
      pre_launch: msg`Not launched yet`,
      under_1_year: msg`Less than a year`,
      '1_3_years': msg`1–3 years`,
      '3_10_years': msg`3–10 years`,
      over_10_years: msg`More than 10 years`,
    } satisfies Options<typeof COMPANY_AGES>,
  },
  {
    field: 'articlesPerMonth',
    title: msg`How many articles do you publish a month?`,
    options: {
      '1_4': msg`1–4`,
      '5_10': msg`5–10`,
      '11_30': msg`11–30`,
      over_30: msg`More than 30`,
    } satisfies Options<typeof ARTICLES_PER_MONTH>,
  },
];

/**
 * Spec §4 "Onboarding": four short questions over the dashboard until they are answered. Every
 * answer is one click, and "Other" takes a custom text. "Later" (or Escape) puts them off for this
 * visit, so a user who does not want to answer can still use the page and log out.
 */
export function OnboardingOverlay({ name }: { name: string }) {
  const { t, i18n } = useLingui();
  const utils = trpc.useUtils();
  const [postponed, setPostponed] = useState(isOnboardingPostponed);
  const [step, setStep] = useState(0);
  const form = useSchemaForm({ initialValues: NO_ANSWERS, schema: ZCompleteOnboarding });
  const answers = form.values;
  const complete = trpc.users.completeOnboarding.useMutation({ onSuccess: () => utils.auth.me.invalidate() });

  const question = QUESTIONS[step];
  if (!question || postponed) return null;
  const value = answers[question.field];
  const isLast = step === QUESTIONS.length - 1;

  const postpone = () => {
    postponeOnboarding();
    setPostponed(true);
  };

  const nextQuestion = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (value) setStep(step + 1);
  };

  return (
    <Modal
      opened
      onClose={postpone}
      withCloseButton={false}
      closeOnClickOutside={false}
      centered
      size="lg"
      radius="md"
      title={t`Welcome to Wordloom, ${name}!`}
      classNames={{ title: classes.title }}
    >
      <form ref={form.formRef} onSubmit={isLast ? form.submitWith(complete) : nextQuestion} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            <Trans>Four quick questions so we can tailor your writing tools.</Trans>
          </Text>
          <Progress
            value={((step + 1) / QUESTIONS.length) * 100}
            size="sm"
            aria-label={t`Question ${step + 1} of ${QUESTIONS.length}`}
          />
          <Radio.Group
            label={i18n._(question.title)}
            value={value ?? null}
            onChange={(code) => form.setFieldValue(question.field, code as Answers[Choice])}
            classNames={{ label: classes.questionLabel }}
          >
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="sm">
              {Object.entries(question.options).map(([code, label]) => (
                <Radio.Card key={code} value={code} radius="md" className={classes.option}>
                  <Group wrap="nowrap" gap="sm">
                    <Radio.Indicator />
                    <Text size="sm">{i18n._(label)}</Text>
                  </Group>
                </Radio.Card>
              ))}
            </SimpleGrid>
          </Radio.Group>
          {question.field === 'persona' && value === 'other' && (
            <TextInput
              label={<Trans>Tell us in a few words</Trans>}
              maxLength={100}
              {...form.getInputProps('customPersona')}
              value={answers.customPersona ?? ''}
              data-autofocus
            />
          )}
          {complete.isError && (
            <Alert color="red" variant="light">
              <Trans>Your answers could not be saved. Please try again.</Trans>
            </Alert>
          )}
          <Group justify="space-between">
            <Button variant="subtle" onClick={() => setStep(step - 1)} disabled={step === 0}>
              <Trans>Back</Trans>
            </Button>
            <Group gap="xs">
              <Button variant="default" onClick={postpone}>
                <Trans>Later</Trans>
              </Button>
              <Button type="submit" disabled={!value} loading={complete.isPending}>
                {isLast ? <Trans>Finish</Trans> : <Trans>Continue</Trans>}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
