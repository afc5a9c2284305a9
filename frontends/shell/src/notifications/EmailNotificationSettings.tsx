import {
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS,
  type NotificationKind,
} from '@p2p/contracts/notification-kinds';
import { Checkbox, Notice, QueryFailure, Spinner, useToast } from '@p2p/ui';
import { useSession } from '@p2p/web-session';
import { useState } from 'react';
import { failureText } from './notification-display';
import {
  PREFERENCES_LOAD_FAILED,
  useNotificationPreferences,
  useSaveEmailPreference,
} from './notification-queries';

/**
 * Which notifications also go by email, one switch per kind. Each change is saved as it is made
 * (the service takes one kind at a time); a refused change is put back and says why.
 */
export function EmailNotificationSettings() {
  const { user } = useSession();
  const toast = useToast();
  const preferences = useNotificationPreferences();
  const save = useSaveEmailPreference();
  const [saving, setSaving] = useState<ReadonlySet<NotificationKind>>(new Set());
  const [failure, setFailure] = useState<string | null>(null);

  const change = async (kind: NotificationKind, enabled: boolean) => {
    setFailure(null);
    setSaving((current) => new Set(current).add(kind));
    try {
      const { message } = await save.mutateAsync({ kind, enabled });
      toast.success(message);
    } catch (error) {
      setFailure(`Could not save “${NOTIFICATION_KIND_LABELS[kind]}”: ${(error as Error).message}`);
    } finally {
      setSaving((current) => {
        const next = new Set(current);
        next.delete(kind);
        return next;
      });
    }
  };

  return (
    <>
      <p className="text-muted form-intro">
        Everything appears under the bell in the header. Choose what we also email to{' '}
        <strong>{user?.email}</strong>; each change is saved straight away.
      </p>
      {failure && (
        <Notice tone="danger" className="form-notice">
          {failure}
        </Notice>
      )}
      {preferences.isPending ? (
        <p className="email-prefs__status" role="status">
          <Spinner size="sm" /> Loading your notification settings…
        </p>
      ) : preferences.isError ? (
        <QueryFailure query={preferences}>
          {failureText(PREFERENCES_LOAD_FAILED, preferences.error.message)}
        </QueryFailure>
      ) : (
        <fieldset className="email-prefs">
          <legend className="email-prefs__legend">Email me when…</legend>
          <ul className="email-prefs__list">
            {NOTIFICATION_KINDS.map((kind) => (
              <li key={kind} className="email-prefs__row">
                <Checkbox
                  label={NOTIFICATION_KIND_LABELS[kind]}
                  checked={preferences.data.email[kind] ?? false}
                  disabled={saving.has(kind)}
                  onChange={(event) => void change(kind, event.target.checked)}
                />
                {saving.has(kind) && (
                  <span className="email-prefs__saving" role="status">
                    Saving…
                  </span>
                )}
              </li>
            ))}
          </ul>
        </fieldset>
      )}
    </>
  );
}
