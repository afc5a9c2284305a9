import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@p2p/ui';
import { FormField } from '@p2p/ui/form';
import { api } from '@p2p/web-session';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { z } from '@p2p/ui/zod';
import { answersSchema, identifierSchema } from './recovery-schemas';
import { StepFailure, useStepFailure } from './step-failure';
import { useResetHandoff } from './use-reset-handoff';

export function SecurityQuestionsRecovery() {
  const [lookup, setLookup] = useState<{ identifier: string; questions: string[] } | null>(null);
  return lookup === null ? <FindQuestions onFound={setLookup} /> : <AnswerQuestions {...lookup} />;
}

function FindQuestions({
  onFound,
}: {
  onFound: (lookup: { identifier: string; questions: string[] }) => void;
}) {
  const { failure, attempt } = useStepFailure();
  const form = useForm<z.infer<typeof identifierSchema>>({
    resolver: zodResolver(identifierSchema),
    defaultValues: { identifier: '' },
  });
  const {
    handleSubmit,
    formState: { isSubmitting },
  } = form;

  const onSubmit = handleSubmit(({ identifier }) =>
    attempt(
      async () => {
        const { data } = await api<{ questions: string[] }>('/api/auth/recovery/security-questions', {
          method: 'POST',
          body: { identifier },
          auth: false,
        });
        onFound({ identifier, questions: data.questions });
      },
      () => 'Failed to load security questions. Please check your username.',
    ),
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate>
        <StepFailure failure={failure} />
        <FormField name="identifier" label="Username or email" autoComplete="username" />
        <Button type="submit" block loading={isSubmitting}>
          Continue
        </Button>
      </form>
    </FormProvider>
  );
}

function AnswerQuestions({ identifier, questions }: { identifier: string; questions: string[] }) {
  const handOff = useResetHandoff();
  const { failure, attempt } = useStepFailure();
  const form = useForm<z.infer<typeof answersSchema>>({
    resolver: zodResolver(answersSchema),
    defaultValues: { answers: questions.map(() => '') },
  });
  const {
    handleSubmit,
    formState: { isSubmitting },
  } = form;

  const onSubmit = handleSubmit(({ answers }) =>
    attempt(
      async () => {
        const { data } = await api<{ resetToken: string }>('/api/auth/recovery/security-questions/verify', {
          method: 'POST',
          body: { identifier, answers },
          auth: false,
        });
        await handOff(data.resetToken);
      },
      (error) => {
        const message = (error as Error).message;
        return /too many/i.test(message)
          ? message
          : 'Security answers verification failed. Please try again.';
      },
    ),
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate>
        <StepFailure failure={failure} />
        {questions.map((question, index) => (
          <FormField name={`answers.${index}`} key={question} label={question} autoComplete="off" />
        ))}
        <Button type="submit" block loading={isSubmitting}>
          Verify Answers
        </Button>
      </form>
    </FormProvider>
  );
}
