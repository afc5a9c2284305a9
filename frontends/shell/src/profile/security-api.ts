import { api } from '@p2p/web-session';

export interface TwoFactorStatus {
  enabled: boolean;
  recoveryCodesLeft: number;
}

/** Shown once, while the setup lasts: the secret for typing in, its otpauth:// link and QR code. */
export interface TwoFactorSetup {
  secret: string;
  otpauthUrl: string;
  qrCode: string;
}

/** One open session of the user's, as auth lists it. */
export interface ActiveSession {
  id: string;
  device: string;
  ipAddress: string | null;
  createdAt: string;
  lastUsedAt: string;
  current: boolean;
}

/** Auth's two-factor and sessions calls (services/auth/README.md). */
export const securityApi = {
  async twoFactorStatus(): Promise<TwoFactorStatus> {
    return (await api<TwoFactorStatus>('/api/auth/2fa', { fallback: 'Failed to load two-factor status' }))
      .data;
  },
  async startTwoFactor(password: string): Promise<TwoFactorSetup> {
    return (
      await api<TwoFactorSetup>('/api/auth/2fa/setup', {
        method: 'POST',
        body: { password },
        fallback: 'Failed to start the two-factor setup',
      })
    ).data;
  },
  async enableTwoFactor(code: string): Promise<string[]> {
    return (
      await api<{ recoveryCodes: string[] }>('/api/auth/2fa/enable', {
        method: 'POST',
        body: { code },
        fallback: 'Failed to enable two-factor authentication',
      })
    ).data.recoveryCodes;
  },
  async disableTwoFactor(password: string, code: string): Promise<void> {
    await api('/api/auth/2fa/disable', {
      method: 'POST',
      body: { password, code },
      fallback: 'Failed to disable two-factor authentication',
    });
  },
  async sessions(): Promise<ActiveSession[]> {
    return (
      await api<{ sessions: ActiveSession[] }>('/api/auth/sessions', { fallback: 'Failed to load sessions' })
    ).data.sessions;
  },
  async revokeSession(id: string): Promise<void> {
    await api(`/api/auth/sessions/${encodeURIComponent(id)}`, {
      method: 'DELETE',
      fallback: 'Failed to end the session',
    });
  },
  async revokeOtherSessions(): Promise<void> {
    await api('/api/auth/sessions/revoke-others', {
      method: 'POST',
      fallback: 'Failed to end the other sessions',
    });
  },
};
