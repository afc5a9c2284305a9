import { Badge, Button, EmptyState, Notice, QueryFailure, Spinner, useToast } from '@p2p/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { activityTimeLabel } from './activity-time';
import { securityApi, type ActiveSession } from './security-api';

const SESSIONS_KEY = ['auth', 'sessions'] as const;

/** Where the user is signed in, with a way to end any other session or all of them. */
export function ActiveSessions() {
  const sessions = useQuery({ queryKey: SESSIONS_KEY, queryFn: securityApi.sessions });
  const queryClient = useQueryClient();
  const toast = useToast();
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const run = async (key: string, action: () => Promise<void>, done: string) => {
    setBusy(key);
    setFailure(null);
    try {
      await action();
      toast.success(done);
    } catch (error) {
      setFailure((error as Error).message);
    } finally {
      setBusy(null);
      await queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
    }
  };

  if (sessions.isPending) return <Spinner label="Loading sessions" />;
  if (sessions.isError) return <QueryFailure query={sessions} prefix="Failed to load sessions" />;
  const others = sessions.data.filter((session) => !session.current);
  return (
    <div className="stack">
      {failure && <Notice tone="danger">{failure}</Notice>}
      {sessions.data.length === 0 ? (
        <EmptyState title="No open sessions" />
      ) : (
        <ul className="session-list" aria-label="Active sessions">
          {sessions.data.map((session) => (
            <SessionRow
              key={session.id}
              session={session}
              busy={busy === session.id}
              onRevoke={() =>
                void run(session.id, () => securityApi.revokeSession(session.id), 'Session ended')
              }
            />
          ))}
        </ul>
      )}
      {others.length > 0 && (
        <div className="form-actions">
          <Button
            variant="danger"
            loading={busy === 'others'}
            onClick={() =>
              void run('others', securityApi.revokeOtherSessions, 'Signed out of every other session')
            }
          >
            Sign Out All Other Sessions
          </Button>
        </div>
      )}
    </div>
  );
}

function SessionRow({
  session,
  busy,
  onRevoke,
}: {
  session: ActiveSession;
  busy: boolean;
  onRevoke(): void;
}) {
  return (
    <li className="session-list__item">
      <div>
        <strong>{session.device}</strong> {session.current && <Badge tone="success">This device</Badge>}
        <p className="text-muted">
          {session.ipAddress ?? 'Unknown address'} · Signed in{' '}
          {new Date(session.createdAt).toLocaleDateString(undefined, {
            day: 'numeric',
            month: 'short',
            year: 'numeric',
          })}{' '}
          · Last active {activityTimeLabel(new Date(session.lastUsedAt))}
        </p>
      </div>
      {!session.current && (
        <Button
          size="sm"
          variant="secondary"
          loading={busy}
          onClick={onRevoke}
          aria-label={`Sign out ${session.device}`}
        >
          Sign Out
        </Button>
      )}
    </li>
  );
}
