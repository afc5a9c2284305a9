/**
 * The date of birth test signups send: auth refuses anyone under 18 (issue 22), so it is an
 * adult's, whatever day the tests run.
 */
export const ADULT_DATE_OF_BIRTH = '1990-04-21';
