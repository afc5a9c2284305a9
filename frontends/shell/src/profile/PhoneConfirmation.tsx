import { Badge, Button, Notice, TextField, useToast } from '@p2p/ui';
import { ApiError, useSession, type User } from '@p2p/web-session';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { profileApi } from './profile-api';

const failureOf = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status > 0 ? error.message : fallback;

/**
 * The phone's state in Account Security, and "Confirm your phone": a code texted to the phone on
 * file proves it. Only a confirmed phone, unchanged for 7 days, can recover the account (issue 30).
 */
export function PhoneConfirmation({ user }: { user: User }) {
  const { updateUser } = useSession();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [sent, setSent] = useState(false);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  if (!user.phone) return <Badge>Not set</Badge>;
  if (user.isPhoneVerified) return <Badge tone="success">Verified</Badge>;

  const sendCode = async () => {
    setBusy(true);
    setNotice(null);
    try {
      await profileApi.sendPhoneCode();
      setSent(true);
      toast.success('A confirmation code has been sent to your phone.');
    } catch (error) {
      setNotice(failureOf(error, 'Failed to send the code'));
    } finally {
      setBusy(false);
    }
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) return setNotice('Please enter all 6 digits');
    setBusy(true);
    setNotice(null);
    try {
      const updated = await profileApi.confirmPhone(code.trim());
      updateUser(updated);
      queryClient.setQueryData(['profile'], updated);
      toast.success('Phone number confirmed');
    } catch (error) {
      setNotice(failureOf(error, 'Failed to confirm the phone number'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="stack">
      <span>
        <Badge>Not verified</Badge>{' '}
        <Button size="sm" variant="secondary" onClick={sendCode} loading={busy && !sent}>
          {sent ? 'Send a new code' : 'Confirm your phone'}
        </Button>
      </span>
      {notice && <Notice tone="danger">{notice}</Notice>}
      {sent && (
        <form onSubmit={confirm} noValidate className="row">
          <TextField
            label="Code sent to your phone"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
          <Button type="submit" size="sm" loading={busy}>
            Confirm
          </Button>
        </form>
      )}
    </div>
  );
}
