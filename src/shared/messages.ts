/** User-facing strings the spec gives exactly (sections 5 and 8), and the server's own. */
export const MESSAGES = {
  emailInvalid: 'Email is not valid',
  passwordRule:
    'Password must be a minimum of 8 characters, include upper and lowercase letters and at least one number.',
  passwordTooLong: 'Password must be at most 128 characters.',
  passwordTooCommon: 'This password is one of the most common ones. Please choose another.',
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
} as const;
