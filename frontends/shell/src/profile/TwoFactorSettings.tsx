import { zodResolver } from '@hookform/resolvers/zod';
import { Badge, Button, Notice, QueryFailure, Spinner, useToast } from '@p2p/ui';
import { FormField } from '@p2p/ui/form';
import { useSession } from '@p2p/web-session';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { profileApi } from './profile-api';
import { securityApi, type TwoFactorSetup } from './security-api';
import {
  disableTwoFactorSchema,
  enableTwoFactorSchema,
  startTwoFactorSchema,
  type DisableTwoFactorForm,
  type EnableTwoFactorForm,
  type StartTwoFactorForm,
} from './security-schema';

const STATUS_KEY = ['auth', '2fa'] as const;

/**
 * TOTP two-factor authentication: set up (password, then the QR code or the key, then a first
 * code), the ten recovery codes shown once, and turning it off (password and a code).
 */
export function TwoFactorSettings() {
  const status = useQuery({ queryKey: STATUS_KEY, queryFn: securityApi.twoFactorStatus });
  const queryClient = useQueryClient();
  const { updateUser } = useSession();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  /** The status and the user object (its twoFactorEnabled) after a change. */
  const changed = async () => {
    await queryClient.invalidateQueries({ queryKey: STATUS_KEY });
    // The flag in the session's user object; failing that, the next token check brings it.
    await profileApi.get().then(updateUser, () => undefined);
  };

  if (recoveryCodes) {
    return <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />;
  }
  if (status.isPending) return <Spinner label="Loading two-factor status" />;
  if (status.isError) return <QueryFailure query={status} />;
  if (status.data.enabled) {
    return (
      <div className="stack">
        <p>
          <Badge tone="success">On</Badge> Sign-ins ask for a code from your authenticator app.{' '}
          {status.data.recoveryCodesLeft} of 10 recovery codes left.
        </p>
        <DisableForm onDisabled={changed} />
      </div>
    );
  }
  if (setup) {
    return (
      <ConfirmSetup
        setup={setup}
        onEnabled={async (codes) => {
          setSetup(null);
          setRecoveryCodes(codes);
          await changed();
        }}
        onCancel={() => setSetup(null)}
      />
    );
  }
  return <StartSetup onStarted={setSetup} />;
}

function StartSetup({ onStarted }: { onStarted(setup: TwoFactorSetup): void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<StartTwoFactorForm>({
    resolver: zodResolver(startTwoFactorSchema),
    defaultValues: { password: '' },
  });
  const submit = form.handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      onStarted(await securityApi.startTwoFactor(password));
    } catch (error) {
      setFailure((error as Error).message);
    }
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate>
        <p className="text-muted form-intro">
          Two-factor authentication is off. Turn it on to ask for a code from an authenticator app (Google
          Authenticator, 1Password, Authy…) each time you sign in.
        </p>
        {failure && (
          <Notice tone="danger" className="form-notice">
            {failure}
          </Notice>
        )}
        <FormField kind="password" name="password" label="Current password" autoComplete="current-password" />
        <div className="form-actions">
          <Button type="submit" loading={form.formState.isSubmitting}>
            Set Up Two-Factor Authentication
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}

function ConfirmSetup({
  setup,
  onEnabled,
  onCancel,
}: {
  setup: TwoFactorSetup;
  onEnabled(codes: string[]): Promise<void>;
  onCancel(): void;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<EnableTwoFactorForm>({
    resolver: zodResolver(enableTwoFactorSchema),
    defaultValues: { code: '' },
  });
  const submit = form.handleSubmit(async ({ code }) => {
    setFailure(null);
    let codes: string[];
    try {
      codes = await securityApi.enableTwoFactor(code);
    } catch (error) {
      return setFailure((error as Error).message);
    }
    await onEnabled(codes);
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="two-factor-setup">
        <p className="form-intro">
          Scan this QR code with your authenticator app, or type the setup key into it. Then enter the 6-digit
          code it shows.
        </p>
        <img className="two-factor-setup__qr" src={setup.qrCode} alt="QR code for your authenticator app" />
        <p>
          Setup key: <code data-testid="two-factor-secret">{setup.secret}</code>
        </p>
        {failure && (
          <Notice tone="danger" className="form-notice">
            {failure}
          </Notice>
        )}
        <FormField name="code" label="Code from the app" autoComplete="one-time-code" inputMode="numeric" />
        <div className="form-actions">
          <Button type="button" variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            Enable
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone(): void }) {
  const toast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      toast.success('Recovery codes copied');
    } catch {
      toast.error('Could not copy: select the codes and copy them yourself');
    }
  };
  return (
    <div className="stack">
      <Notice tone="success">Two-factor authentication is on.</Notice>
      <p>
        Save these recovery codes somewhere safe. Each one signs you in once if you lose your phone. They are
        shown only now.
      </p>
      <ul className="recovery-codes" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className="form-actions">
        <Button type="button" variant="secondary" onClick={() => void copy()}>
          Copy Codes
        </Button>
        <Button type="button" onClick={onDone}>
          I Have Saved My Codes
        </Button>
      </div>
    </div>
  );
}

function DisableForm({ onDisabled }: { onDisabled(): Promise<void> }) {
  const toast = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<DisableTwoFactorForm>({
    resolver: zodResolver(disableTwoFactorSchema),
    defaultValues: { password: '', code: '' },
  });
  const submit = form.handleSubmit(async ({ password, code }) => {
    setFailure(null);
    try {
      await securityApi.disableTwoFactor(password, code);
    } catch (error) {
      return setFailure((error as Error).message);
    }
    toast.success('Two-factor authentication disabled');
    await onDisabled();
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate>
        <h3 className="two-factor__subtitle">Turn off</h3>
        {failure && (
          <Notice tone="danger" className="form-notice">
            {failure}
          </Notice>
        )}
        <FormField kind="password" name="password" label="Current password" autoComplete="current-password" />
        <FormField name="code" label="Code from the app, or a recovery code" autoComplete="one-time-code" />
        <div className="form-actions">
          <Button type="submit" variant="danger" loading={form.formState.isSubmitting}>
            Disable Two-Factor Authentication
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
