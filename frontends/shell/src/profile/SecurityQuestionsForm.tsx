import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Notice, useToast } from '@p2p/ui';
import { FormField } from '@p2p/ui/form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { profileApi } from './profile-api';
import { securityQuestionsSchema, type SecurityQuestionsForm as Form } from './profile-schema';

const SUGGESTED = [
  'What was the name of your first pet?',
  'In what city were you born?',
  'What was the name of your first school?',
];

/** The three questions that let a user recover the account (Account Recovery, Security Questions). */
export function SecurityQuestionsForm() {
  const toast = useToast();
  const queryClient = useQueryClient();
  const current = useQuery({
    queryKey: ['profile', 'security-questions'],
    queryFn: profileApi.securityQuestions,
  });
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Form>({
    resolver: zodResolver(securityQuestionsSchema),
    defaultValues: {
      currentPassword: '',
      questions: SUGGESTED.map((question) => ({ question, answer: '' })),
    },
  });
  const {
    handleSubmit,
    reset,
    formState: { isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (form) => {
    setFailure(null);
    try {
      await profileApi.setSecurityQuestions(form);
      toast.success('Security questions saved');
      reset({
        currentPassword: '',
        questions: form.questions.map(({ question }) => ({ question, answer: '' })),
      });
      await queryClient.invalidateQueries({ queryKey: ['profile', 'security-questions'] });
    } catch (error) {
      setFailure((error as Error).message);
    }
  });

  const isSet = (current.data?.length ?? 0) > 0;
  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate>
        <p className="text-muted form-intro">
          {isSet
            ? 'Your security questions are set. Saving new ones replaces them.'
            : 'Set three questions only you can answer. They let you reset your password if you lose access to your email.'}
        </p>
        {failure && (
          <Notice tone="danger" className="form-notice">
            {failure}
          </Notice>
        )}
        {[0, 1, 2].map((index) => (
          <fieldset key={index} className="question-set">
            <legend>Question {index + 1}</legend>
            <FormField name={`questions.${index}.question`} label="Question" />
            <FormField name={`questions.${index}.answer`} label="Answer" autoComplete="off" />
          </fieldset>
        ))}
        <FormField
          kind="password"
          name="currentPassword"
          label="Current password"
          autoComplete="current-password"
        />
        <div className="form-actions">
          <Button type="submit" loading={isSubmitting}>
            Save Security Questions
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
