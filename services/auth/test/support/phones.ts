import { CaughtMail, eventually } from '@p2p/testing';
import { AuthApp, bearer, codeIn, messagesTo, RegisteredUser } from './auth-app';

export const SUBJECTS = {
  confirmation: 'Phone confirmation code',
  recovery: 'Account recovery code',
  phoneChanged: 'The phone number on your P2P Bet account changed',
  recoveryClosed: 'Account recovery by phone is paused',
};

/** The newest message about `subject` to an address or phone, once `count` of them have arrived. */
export function messageAbout(auth: AuthApp, to: string, subject: string, count = 1): Promise<CaughtMail> {
  return eventually(async () => {
    const about = (await messagesTo(auth, to)).filter((message) => message.subject === subject);
    if (about.length < count) throw new Error(`${about.length} of ${count} "${subject}" to ${to} so far`);
    return about[0];
  });
}

/** Confirms the user's phone on file with the code texted to it, as the profile screen does. */
export async function confirmPhone(
  auth: AuthApp,
  user: RegisteredUser,
  phone = user.form.phone,
): Promise<void> {
  const before = (await messagesTo(auth, phone)).filter((m) => m.subject === SUBJECTS.confirmation).length;
  await auth.api().post('/api/profile/phone/send-code').set(bearer(user.token)).expect(200);
  const code = codeIn((await messageAbout(auth, phone, SUBJECTS.confirmation, before + 1)).text);
  await auth.api().post('/api/profile/phone/confirm').set(bearer(user.token)).send({ code }).expect(200);
}

/** Moves the phone's last change `days` into the past: the database's clock decides the 7-day wait. */
export async function agePhoneChange(auth: AuthApp, userId: string, days: number): Promise<void> {
  await auth.db.query(`UPDATE users SET phone_changed_at = now() - make_interval(days => $2) WHERE id = $1`, [
    userId,
    days,
  ]);
}

/**
 * A phone confirmed long ago, for tests about what recovery does with it rather than how it became
 * eligible (that is `confirmPhone`'s and the recovery spec's business).
 */
export async function markPhoneRecoverable(auth: AuthApp, userId: string): Promise<void> {
  await auth.db.query(`UPDATE users SET is_phone_verified = true, phone_changed_at = NULL WHERE id = $1`, [
    userId,
  ]);
}
