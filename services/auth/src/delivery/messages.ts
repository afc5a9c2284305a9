import type { OutgoingMessage } from './message-delivery';

/**
 * What auth sends. Codes and links stand plainly in the text ("Your verification code is 123456")
 * so a person, and the end-to-end tests, can read them.
 */
export const Messages = {
  verificationPin(to: string, name: string, pin: string, minutes: number, page: string): OutgoingMessage {
    return {
      channel: 'email',
      to,
      subject: 'Verify your email address',
      text: [
        `Hello ${name},`,
        '',
        `Your verification code is ${pin}. It expires in ${minutes} minutes.`,
        `Enter it at ${page}`,
        '',
        'If you did not create a P2P Bet account, you can ignore this email.',
      ].join('\n'),
    };
  },

  passwordResetLink(to: string, link: string, hours: number): OutgoingMessage {
    return {
      channel: 'email',
      to,
      subject: 'Reset your password',
      text: [
        'We received a request to reset your P2P Bet password.',
        '',
        `Reset it here: ${link}`,
        '',
        `The link works once and expires in ${hours} hours. If you did not ask for it, ignore this email.`,
      ].join('\n'),
    };
  },

  accountUnlockLink(to: string, link: string, minutes: number): OutgoingMessage {
    return {
      channel: 'email',
      to,
      subject: 'Your P2P Bet account is locked',
      text: [
        'Someone entered a wrong password for your P2P Bet account many times, from one or more places,',
        `so we have locked it for everyone for ${minutes} minutes.`,
        '',
        `Unlock it now: ${link}`,
        '',
        'The link works once, while the lock lasts. If the attempts were not yours, your password was not',
        'accepted; choosing a longer one keeps it that way.',
      ].join('\n'),
    };
  },

  recoveryCode(to: string, username: string, code: string, minutes: number): OutgoingMessage {
    return {
      channel: 'sms',
      to,
      subject: 'Account recovery code',
      text: `Your P2P Bet recovery code for @${username} is ${code}. It expires in ${minutes} minutes.`,
    };
  },

  phoneConfirmationCode(to: string, code: string, minutes: number): OutgoingMessage {
    return {
      channel: 'sms',
      to,
      subject: 'Phone confirmation code',
      text: `Your P2P Bet phone confirmation code is ${code}. It expires in ${minutes} minutes.`,
    };
  },

  /** To the old phone (SMS) and to the account's email when the phone on file changes. */
  phoneChanged(to: string, channel: 'email' | 'sms', newPhone: string | null): OutgoingMessage {
    const what = newPhone ? `changed to one ending in ${newPhone.replace(/\D/g, '').slice(-2)}` : 'removed';
    return {
      channel,
      to,
      subject: 'The phone number on your P2P Bet account changed',
      text: [
        `The phone number on your P2P Bet account was just ${what}.`,
        'If this was not you, sign in, change your password and end your other sessions, or ask support',
        'for help: account recovery by phone stays closed to a new number for 7 days.',
      ].join(channel === 'sms' ? ' ' : '\n'),
    };
  },

  phoneRecoveryClosed(to: string, name: string, minutes: number): OutgoingMessage {
    return {
      channel: 'email',
      to,
      subject: 'Account recovery by phone is paused',
      text: [
        `Hello ${name},`,
        '',
        'Someone entered many wrong recovery codes for the phone number on your P2P Bet account, so',
        `recovery by phone is closed for ${minutes} minutes. Your password has not changed.`,
        '',
        'If this was not you, nothing else is needed; a longer password and two-factor authentication',
        'keep your account safe.',
      ].join('\n'),
    };
  },

  newDeviceSignIn(
    to: string,
    name: string,
    sign: { device: string; address: string; at: Date },
    sessionsPage: string,
  ): OutgoingMessage {
    return {
      channel: 'email',
      to,
      subject: 'New sign-in to your P2P Bet account',
      text: [
        `Hello ${name},`,
        '',
        `Your account was just signed in to from a device it had not been used on before:`,
        '',
        `Device: ${sign.device}`,
        `Address: ${sign.address}`,
        `Time: ${sign.at.toUTCString()}`,
        '',
        `If this was you, there is nothing to do. If not, end that session at ${sessionsPage}`,
        'and change your password.',
      ].join('\n'),
    };
  },
};
