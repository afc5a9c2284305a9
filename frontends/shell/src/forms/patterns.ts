/** Spec 01 section 5: 10 or more digits, spaces, dashes, parentheses, with an optional leading plus. */
export const PHONE_PATTERN = /^\+?[\d\s\-()]{10,}$/;

/** The same email check for every form: something@something.something, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const USERNAME_PATTERN = /^[A-Za-z0-9_]+$/;
