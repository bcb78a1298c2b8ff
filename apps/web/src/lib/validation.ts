/** Small validation helpers shared by forms that do not need a schema library. */

/** A basic e-mail shape: something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmailShape(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}
