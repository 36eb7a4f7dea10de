declare module 'dumb-passwords' {
  /** True when the password is among the 10,000 most common ones (case-insensitive). */
  const dumbPasswords: { check: (password: string) => boolean };
  export default dumbPasswords;
}
