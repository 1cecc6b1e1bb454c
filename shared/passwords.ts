/** Password rules of spec 5 and 9: 6 to 99 characters with a lowercase, an uppercase, a digit and a special character. */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 99;

export const hasRequiredCharacters = (password: string) =>
  /[a-z]/.test(password) && /[A-Z]/.test(password) && /\d/.test(password) && /[^A-Za-z0-9]/.test(password);

export const meetsPasswordRule = (password: string) =>
  password.length >= PASSWORD_MIN_LENGTH &&
  password.length <= PASSWORD_MAX_LENGTH &&
  hasRequiredCharacters(password);
