import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Notice, TextField } from '@p2p/ui';
import { api } from '@p2p/web-session';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { answersSchema, identifierSchema } from './recovery-schemas';
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
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.infer<typeof identifierSchema>>({
    resolver: zodResolver(identifierSchema),
    defaultValues: { identifier: '' },
  });

  const onSubmit = handleSubmit(async ({ identifier }) => {
    setFailure(null);
    try {
      const { data } = await api<{ questions: string[] }>('/api/auth/recovery/security-questions', {
        method: 'POST',
        body: { identifier },
        auth: false,
      });
      onFound({ identifier, questions: data.questions });
    } catch {
      setFailure('Failed to load security questions. Please check your username.');
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      {failure && (
        <Notice tone="danger" className="form-notice">
          {failure}
        </Notice>
      )}
      <TextField
        label="Username or email"
        autoComplete="username"
        error={errors.identifier?.message}
        {...register('identifier')}
      />
      <Button type="submit" block loading={isSubmitting}>
        Continue
      </Button>
    </form>
  );
}

function AnswerQuestions({ identifier, questions }: { identifier: string; questions: string[] }) {
  const handOff = useResetHandoff();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.infer<typeof answersSchema>>({
    resolver: zodResolver(answersSchema),
    defaultValues: { answers: questions.map(() => '') },
  });

  const onSubmit = handleSubmit(async ({ answers }) => {
    setFailure(null);
    try {
      const { data } = await api<{ resetToken: string }>('/api/auth/recovery/security-questions/verify', {
        method: 'POST',
        body: { identifier, answers },
        auth: false,
      });
      await handOff(data.resetToken);
    } catch (error) {
      const message = (error as Error).message;
      setFailure(
        /too many/i.test(message) ? message : 'Security answers verification failed. Please try again.',
      );
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      {failure && (
        <Notice tone="danger" className="form-notice">
          {failure}
        </Notice>
      )}
      {questions.map((question, index) => (
        <TextField
          key={question}
          label={question}
          autoComplete="off"
          error={errors.answers?.[index]?.message}
          {...register(`answers.${index}`)}
        />
      ))}
      <Button type="submit" block loading={isSubmitting}>
        Verify Answers
      </Button>
    </form>
  );
}
