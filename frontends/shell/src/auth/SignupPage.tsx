import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Notice } from '@p2p/ui';
import { FormField } from '@p2p/ui/form';
import { useSession } from '@p2p/web-session';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from '@p2p/router';
import { registrationError } from './auth-errors';
import { utcToday } from '../forms/date-of-birth';
import { signupSchema, usernameFromEmail, type SignupForm } from './auth-schemas';
import { AuthFrame, SocialButtons } from './AuthFrame';
import { keepingNext, returnPath } from './return-path';

/** Spec 01 section 9: the move to / after registering waits about 100 ms. */
const NAVIGATION_DELAY_MS = 100;

const STEPS = [
  { title: 'Create your account', text: 'Your name, phone, email, date of birth and a password.' },
  { title: 'Verify your email', text: 'Enter the 6-digit code we email you.' },
  { title: 'Fund and bet', text: 'Deposit, post an offer, or take someone else’s.' },
];

export default function SignupPage() {
  const { register: registerAccount } = useSession();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<SignupForm>({
    resolver: zodResolver(signupSchema),
    defaultValues: { name: '', phone: '', email: '', dateOfBirth: '', password: '', terms: false },
  });
  const {
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async ({ name, phone, email, dateOfBirth, password }) => {
    setFailure(null);
    try {
      await registerAccount({
        name: name.trim(),
        username: usernameFromEmail(email),
        email: email.trim(),
        password,
        phone: phone.trim(),
        dateOfBirth,
      });
    } catch (error) {
      const { general, email: emailError, dateOfBirth: dateOfBirthError } = registrationError(error);
      if (emailError) setError('email', { message: emailError });
      if (dateOfBirthError) setError('dateOfBirth', { message: dateOfBirthError });
      return setFailure(general ?? null);
    }
    await new Promise((resolve) => setTimeout(resolve, NAVIGATION_DELAY_MS));
    await navigate(returnPath(search), { replace: true });
  });

  return (
    <AuthFrame
      title="Create Account"
      subtitle="Join P2P Bet and bet directly against other fans"
      aside={
        <aside className="steps" aria-labelledby="steps-title">
          <h2 id="steps-title" className="steps__title">
            Start in 3 steps
          </h2>
          <ol className="steps__list">
            {STEPS.map((step, index) => (
              <li key={step.title} className="steps__item">
                <span className="steps__number" aria-hidden="true">
                  {index + 1}
                </span>
                <div>
                  <p className="steps__name">{step.title}</p>
                  <p className="text-muted">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </aside>
      }
    >
      {failure && <Notice tone="danger">{failure}</Notice>}
      <FormProvider {...form}>
        <form className="auth-form" onSubmit={onSubmit} noValidate>
          <FormField name="name" label="Full name" autoComplete="name" placeholder="Jane Doe" />
          <FormField
            name="phone"
            label="Phone number"
            type="tel"
            autoComplete="tel"
            placeholder="+1 555 123 4567"
          />
          <FormField
            name="email"
            label="Email"
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
          />
          <FormField
            name="dateOfBirth"
            label="Date of birth"
            type="date"
            autoComplete="bday"
            max={utcToday()}
            hint="You must be 18 or older."
          />
          <FormField
            kind="password"
            name="password"
            label="Password"
            autoComplete="new-password"
            placeholder="At least 8 characters"
          />
          <FormField
            kind="checkbox"
            name="terms"
            label={
              <>
                I agree to the{' '}
                <Link to="/terms" target="_blank" rel="noopener">
                  Terms of Service
                </Link>
              </>
            }
          />
          <Button type="submit" size="lg" block loading={isSubmitting}>
            Create Account
          </Button>
        </form>
      </FormProvider>
      <SocialButtons />
      <p className="auth-card__links">
        Already have an account? <Link to={keepingNext('/login', search)}>Sign in</Link>
      </p>
    </AuthFrame>
  );
}
