/** User-facing strings the spec gives exactly (sections 5 and 8), and the server's own. */
export const MESSAGES = {
  emailInvalid: 'Email is not valid',
  passwordRule:
    'Password must be a minimum of 8 characters, include upper and lowercase letters and at least one number.',
  passwordTooLong: 'Password must be at most 128 characters.',
  passwordTooCommon: 'This password is one of the most common ones. Please choose another.',
  passwordControlCharacters:
    'Password must not contain control characters (such as NUL, tab or line breaks). Please type it again.',
  consentRequired: 'You must agree to our Privacy Policy and Terms & Conditions',
  sheetUrlInvalid: 'Google Sheet URL is not valid.',
  premiumOnlyNative:
    'This feature is available only for premium members. To find out how to become a premium member, please visit our site.',
  paymentDisabled: 'Payment service is temporarily disabled',
  storeLaunchError: 'Error launching store app:',
  siteOnly: 'This feature available on site only.',
  wrongCredentials: 'Email or password is incorrect.',
  emailTaken: 'An account with this email already exists. Log in instead, or reset your password.',
  tooManyAttempts: 'Too many attempts. Please wait 15 minutes and try again.',
  captchaFailed: 'The captcha check failed. Please try again.',
  resetEmailSent:
    'If an account exists for that email, we have sent it a link to reset the password. The link works once, for one hour.',
  resetLinkInvalid: 'This password reset link is invalid or has expired. Please ask for a new one.',
  passwordChanged: 'Your password has been changed. You can now log in with the new password.',
  signInAgain: 'Please sign in again.',
  googleSignInFailed: 'Google sign-in did not work. Please try again.',
  premiumRequired:
    'This list is available only for premium members. To find out how to become a premium member, see Pricing.',
  sheetPrivate:
    'This sheet is private. In Google Sheets choose Share, set "Anyone with the link" to Viewer, and load it again.',
  sheetNotFound: 'We could not find this sheet. Check the link, and that the sheet still exists.',
  sheetEmpty: 'This sheet is empty. Put your words in the first three columns: Word, Translation, Hint.',
  sheetNoWords:
    'We found no words in rows 2 to 16 of the first sheet. Put a word in column A and its translation in column B.',
  sheetTooLarge: 'This sheet is too large to load. Keep your words in rows 2 to 16 of the first sheet.',
  googleUnavailable: 'Google Sheets did not answer. Please try again in a minute.',
  tooManyLoads: 'You have loaded many sheets in a short time. Please wait a few minutes and try again.',
  slotEmpty: 'No word list is loaded for this game yet. Choose one in Settings.',
  nulCharacter: 'Text may not contain the NUL character (U+0000).',
} as const;

/** The heading of a web-only page inside the native app (with MESSAGES.siteOnly). */
export const NOT_AVAILABLE_TITLE = 'Not Available';

/** What the games read from a vocabulary sheet, as /how-to states it. */
export const SHEET_RULES = [
  'Three columns, in this order: Word, Translation and Hint.',
  'The first row holds the headings and is skipped.',
  'Rows stop at 16: rows 2 to 16 hold up to 15 words.',
  'Only the first three columns are used; anything from column D on is ignored.',
] as const;

/** The file a learner can start a sheet from (public/vocabulary-template.csv). */
export const VOCABULARY_TEMPLATE_URL = '/vocabulary-template.csv';
