/** Auth's sign-up rules for a date of birth, so the form says what the server would. */
export {
  DATE_OF_BIRTH_MESSAGES,
  isAdultOn,
  isCalendarDate,
  MAXIMUM_AGE,
  MINIMUM_AGE,
  utcToday,
  yearsAfter,
} from '@p2p/contracts/date-of-birth';
