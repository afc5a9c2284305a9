import { describe, expect, it } from '@jest/globals';
import { plainToInstance } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength, validate } from 'class-validator';
import { Rules, Trim, TrimLowerCase } from './field-rules';

class Form {
  @Trim()
  @Rules(
    IsNotEmpty({ message: 'Name is required' }),
    IsString({ message: 'Name must be text' }),
    MaxLength(5, { message: 'Name is too long' }),
  )
  name: string;

  @TrimLowerCase()
  @IsString()
  email: string;
}

async function firstMessages(input: object): Promise<string[]> {
  const errors = await validate(plainToInstance(Form, input), { stopAtFirstError: true });
  return errors.flatMap((error) => Object.values(error.constraints ?? {}));
}

describe('field rules', () => {
  it('reports the first rule a field breaks, in the order the rules are written', async () => {
    expect(await firstMessages({ name: '', email: 'a@b.c' })).toEqual(['Name is required']);
    expect(await firstMessages({ name: 42, email: 'a@b.c' })).toEqual(['Name must be text']);
    expect(await firstMessages({ name: 'Jonathan', email: 'a@b.c' })).toEqual(['Name is too long']);
  });

  it('trims text before the rules see it, and lower-cases where asked', () => {
    const form = plainToInstance(Form, { name: '  Ann  ', email: ' Ann@Example.COM ' });

    expect(form).toEqual({ name: 'Ann', email: 'ann@example.com' });
  });

  it('leaves anything but text to the rules', () => {
    expect(plainToInstance(Form, { name: 42, email: null })).toEqual({ name: 42, email: null });
  });
});
