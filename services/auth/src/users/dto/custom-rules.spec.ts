import { describe, expect, it } from '@jest/globals';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { yearsAfter } from '../date-of-birth';
import { IsCalendarDate, IsNotFutureDay, IsWithinYears } from './custom-rules';

class Day {
  @IsCalendarDate('not a day')
  @IsNotFutureDay('in the future')
  @IsWithinYears(120, 'too long ago')
  day: unknown;
}

const messagesFor = async (day: unknown) =>
  (await validate(plainToInstance(Day, { day }))).flatMap((error) => Object.values(error.constraints ?? {}));
const today = () => new Date().toISOString().slice(0, 10);

describe('day rules', () => {
  it('accepts a real day between 120 years ago and today (UTC)', async () => {
    expect(await messagesFor('1990-04-21')).toEqual([]);
    expect(await messagesFor(today())).toEqual([]);
    expect(await messagesFor(yearsAfter(today(), -120))).toEqual([]);
  });

  it.each(['1990-02-30', '21-04-1990', 19900421, null])('refuses %p as not a day', async (day) => {
    expect(await messagesFor(day)).toContain('not a day');
  });

  it('refuses tomorrow and the day before 120 years ago', async () => {
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const tooOld = new Date(Date.parse(`${yearsAfter(today(), -120)}T00:00:00Z`) - 86_400_000)
      .toISOString()
      .slice(0, 10);

    expect(await messagesFor(tomorrow)).toEqual(['in the future']);
    expect(await messagesFor(tooOld)).toEqual(['too long ago']);
  });
});
