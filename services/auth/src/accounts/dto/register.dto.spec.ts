import { describe, expect, it } from '@jest/globals';
import { createValidationPipe } from '@p2p/service-kit';
import { RegisterDto } from './register.dto';

const pipe = createValidationPipe();
const validate = (body: object) =>
  pipe.transform(body, { type: 'body', metatype: RegisterDto }).then(
    (value) => ({ ok: true as const, value: value as RegisterDto }),
    (error: { getResponse(): { message: string } }) => ({
      ok: false as const,
      message: error.getResponse().message,
    }),
  );
const valid = {
  name: 'Jane Doe',
  username: 'jane_doe',
  email: 'Jane@Example.com',
  password: 'longenough',
  phone: '+1 (555) 010-0000',
  dateOfBirth: '1990-04-21',
};
const utcDayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe(RegisterDto.name, () => {
  it('accepts the form and lower-cases the email', async () => {
    const result = await validate(valid);
    expect(result).toEqual({ ok: true, value: expect.objectContaining({ email: 'jane@example.com' }) });
  });

  it.each([
    [{ name: undefined }, 'Full name is required'],
    [{ name: '   ' }, 'Full name is required'],
    [{ name: ' J ' }, 'Please enter your full name'],
    [{ phone: undefined }, 'Phone number is required'],
    [{ phone: '12345' }, 'Please enter a valid phone number'],
    [{ phone: '(((((((((((' }, 'Please enter a valid phone number'],
    [{ email: '' }, 'Email is required'],
    [{ email: 'jane@' }, 'Please enter a valid email address'],
    [{ password: undefined }, 'Password is required'],
    [{ password: 'short' }, 'Password must be at least 8 characters'],
    [{ username: '' }, 'Username is required'],
    [{ username: 'ab' }, 'Username must be between 3 and 30 characters'],
    [{ username: 'jane.doe' }, 'Username can only contain letters, numbers, and underscores'],
    [{ dateOfBirth: undefined }, 'Date of birth is required'],
    [{ dateOfBirth: '' }, 'Date of birth is required'],
    [{ dateOfBirth: '21/04/1990' }, 'Date of birth must be a date (YYYY-MM-DD)'],
    [{ dateOfBirth: '1990-02-30' }, 'Date of birth must be a date (YYYY-MM-DD)'],
    [{ dateOfBirth: 19900421 }, 'Date of birth must be a date (YYYY-MM-DD)'],
    [{ dateOfBirth: utcDayFromNow(2) }, 'Date of birth cannot be in the future'],
    [{ dateOfBirth: '1850-01-01' }, 'Date of birth cannot be more than 120 years ago'],
  ])('refuses %o with the specification text', async (change, message) => {
    expect(await validate({ ...valid, ...change })).toEqual({ ok: false, message });
  });

  it('joins the messages of several fields with commas', async () => {
    const result = await validate({ ...valid, name: '', email: 'nope' });
    expect(result).toEqual({
      ok: false,
      message: 'Full name is required, Please enter a valid email address',
    });
  });
});
