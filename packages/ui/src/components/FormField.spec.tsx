/** @jest-environment jsdom */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import { FormField } from './FormField';

interface Values {
  email: string;
  password: string;
  answers: string[];
  country: string;
  terms: boolean;
}

function SignUp({ onValid }: { onValid: (values: Values) => void }) {
  const form = useForm<Values>({
    defaultValues: { email: '', password: '', answers: [''], country: 'ng', terms: false },
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit(onValid)} noValidate>
        <FormField name="email" label="Email" type="email" rules={{ required: 'Email is required' }} />
        <FormField kind="password" name="password" label="Password" placeholder="At least 8 characters" />
        <FormField name="answers.0" label="Answer" rules={{ required: 'Please answer' }} />
        <FormField
          kind="select"
          name="country"
          label="Country"
          options={[
            { value: 'ng', label: 'Nigeria' },
            { value: 'gh', label: 'Ghana' },
          ]}
        />
        <FormField kind="checkbox" name="terms" label="I agree" rules={{ required: 'You must agree' }} />
        <button type="submit">Save</button>
      </form>
    </FormProvider>
  );
}

describe(FormField.name, () => {
  afterEach(cleanup);

  it("shows each field's own message, tied to its control, and none once it is valid", async () => {
    const onValid = jest.fn();
    const user = userEvent.setup();
    render(<SignUp onValid={onValid} />);

    await user.click(screen.getByRole('button', { name: 'Save' }));

    const email = screen.getByLabelText('Email');
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Email is required',
    );
    expect(screen.getByText('Please answer')).toBeTruthy();
    expect(screen.getByText('You must agree')).toBeTruthy();
    expect(onValid).not.toHaveBeenCalled();

    await user.type(email, 'ada@example.com');
    await user.type(screen.getByLabelText('Answer'), 'Lagos');
    await user.click(screen.getByLabelText('I agree'));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(screen.queryByText('Email is required')).toBeNull();
    expect(email.getAttribute('aria-invalid')).toBeNull();
    expect(onValid).toHaveBeenCalledTimes(1);
  });

  it('registers every kind under its name, so the form submits what the user entered', async () => {
    const onValid = jest.fn();
    const user = userEvent.setup();
    render(<SignUp onValid={onValid} />);

    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.type(screen.getByLabelText('Answer'), 'Lagos');
    await user.selectOptions(screen.getByLabelText('Country'), 'gh');
    await user.click(screen.getByLabelText('I agree'));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(screen.getByLabelText('Password').getAttribute('placeholder')).toBe('At least 8 characters');
    expect(onValid.mock.calls[0][0]).toEqual({
      email: 'ada@example.com',
      password: 'correct horse',
      answers: ['Lagos'],
      country: 'gh',
      terms: true,
    });
  });
});
