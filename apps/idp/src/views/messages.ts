import type { PageLanguage } from './language';

export interface Messages {
  signInTitle: string;
  signInIntro: string;
  email: string;
  password: string;
  submit: string;
  invalidCredentials: string;
  missingCredentials: string;
  unavailable: string;
  backToShop: string;
  demoLabel: string;
  signOutTitle: string;
  signOutText: string;
  signOutButton: string;
  signedOutTitle: string;
  signedOutText: string;
  expiredTitle: string;
  expiredText: string;
  errorTitle: string;
  errorText: string;
  tooManyAttemptsTitle: string;
  tooManyAttemptsText: string;
  passwordTitle: string;
  passwordIntro: string;
  account: string;
  newPassword: string;
  repeatPassword: string;
  passwordRules: string;
  passwordSubmit: string;
  passwordTooShort: string;
  passwordTooLong: string;
  passwordIsEmail: string;
  passwordsDiffer: string;
  passwordFormExpired: string;
  ticketExpiredTitle: string;
  ticketExpiredText: string;
  passwordAlreadySetTitle: string;
  passwordAlreadySetText: string;
  continueToSignIn: string;
}

export const MESSAGES: Record<PageLanguage, Messages> = {
  de: {
    signInTitle: 'Anmelden',
    signInIntro: 'Melden Sie sich mit Ihrem Geschäftskonto an, um im Shop zu bestellen.',
    email: 'E-Mail-Adresse',
    password: 'Passwort',
    submit: 'Anmelden',
    invalidCredentials: 'E-Mail-Adresse oder Passwort ist falsch. Bitte versuchen Sie es erneut.',
    missingCredentials: 'Bitte geben Sie Ihre E-Mail-Adresse und Ihr Passwort ein.',
    unavailable: 'Die Anmeldung ist gerade nicht möglich. Bitte versuchen Sie es in einem Moment erneut.',
    backToShop: 'Zurück zum Shop',
    demoLabel: 'Demo-Zugang',
    signOutTitle: 'Abmelden',
    signOutText: 'Sie werden abgemeldet und zum Shop zurückgeleitet.',
    signOutButton: 'Jetzt abmelden',
    signedOutTitle: 'Sie sind abgemeldet',
    signedOutText: 'Ihre Sitzung wurde beendet.',
    expiredTitle: 'Anmeldung abgelaufen',
    expiredText:
      'Diese Anmeldeseite ist abgelaufen oder wurde bereits verwendet. Bitte starten Sie die Anmeldung im Shop erneut.',
    errorTitle: 'Etwas ist schiefgelaufen',
    errorText: 'Die Anfrage konnte nicht verarbeitet werden.',
    tooManyAttemptsTitle: 'Zu viele Anmeldeversuche',
    tooManyAttemptsText:
      'Diese Anmeldung wurde nach mehreren falschen Passwörtern beendet. Bitte starten Sie die Anmeldung im Shop erneut.',
    passwordTitle: 'Passwort festlegen',
    passwordIntro: 'Legen Sie das Passwort fest, mit dem Sie sich künftig im Shop anmelden.',
    account: 'Ihr Zugang',
    newPassword: 'Neues Passwort',
    repeatPassword: 'Passwort wiederholen',
    passwordRules:
      'Mindestens {min} und höchstens {max} Zeichen, nicht Ihre E-Mail-Adresse. Ein Satz aus mehreren Wörtern ist leicht zu merken und sicher.',
    passwordSubmit: 'Passwort speichern und anmelden',
    passwordTooShort: 'Das Passwort ist zu kurz: bitte mindestens {min} Zeichen.',
    passwordTooLong: 'Das Passwort ist zu lang: bitte höchstens {max} Zeichen.',
    passwordIsEmail: 'Das Passwort darf nicht Ihre E-Mail-Adresse sein.',
    passwordsDiffer: 'Die beiden Passwörter stimmen nicht überein.',
    passwordFormExpired: 'Das Formular war nicht mehr gültig. Bitte geben Sie das Passwort erneut ein.',
    ticketExpiredTitle: 'Link abgelaufen',
    ticketExpiredText:
      'Dieser Link zum Festlegen des Passworts ist abgelaufen oder wurde bereits verwendet. Wenn Sie Ihr Passwort schon festgelegt haben, melden Sie sich im Shop an; sonst bitten Sie Ihren Administrator um eine neue Einladung.',
    passwordAlreadySetTitle: 'Passwort bereits festgelegt',
    passwordAlreadySetText:
      'Für diesen Zugang ist schon ein Passwort festgelegt. Melden Sie sich damit im Shop an.',
    continueToSignIn: 'Zur Anmeldung',
  },
  en: {
    signInTitle: 'Sign in',
    signInIntro: 'Sign in with your business account to order in the shop.',
    email: 'Email address',
    password: 'Password',
    submit: 'Sign in',
    invalidCredentials: 'The email address or password is incorrect. Please try again.',
    missingCredentials: 'Please enter your email address and password.',
    unavailable: 'Signing in is not possible right now. Please try again in a moment.',
    backToShop: 'Back to the shop',
    demoLabel: 'Demo access',
    signOutTitle: 'Sign out',
    signOutText: 'You are being signed out and taken back to the shop.',
    signOutButton: 'Sign out now',
    signedOutTitle: 'You are signed out',
    signedOutText: 'Your session has ended.',
    expiredTitle: 'Sign-in expired',
    expiredText:
      'This sign-in page has expired or was already used. Please start signing in from the shop again.',
    errorTitle: 'Something went wrong',
    errorText: 'The request could not be processed.',
    tooManyAttemptsTitle: 'Too many sign-in attempts',
    tooManyAttemptsText:
      'This sign-in was ended after several wrong passwords. Please start signing in from the shop again.',
    passwordTitle: 'Choose your password',
    passwordIntro: 'Choose the password you will sign in to the shop with.',
    account: 'Your login',
    newPassword: 'New password',
    repeatPassword: 'Repeat the password',
    passwordRules:
      'At least {min} and at most {max} characters, not your email address. A sentence of a few words is easy to remember and safe.',
    passwordSubmit: 'Save password and sign in',
    passwordTooShort: 'The password is too short: please use at least {min} characters.',
    passwordTooLong: 'The password is too long: please use at most {max} characters.',
    passwordIsEmail: 'The password must not be your email address.',
    passwordsDiffer: 'The two passwords do not match.',
    passwordFormExpired: 'The form was no longer valid. Please enter the password again.',
    ticketExpiredTitle: 'Link expired',
    ticketExpiredText:
      'This link to choose your password has expired or was already used. If you have chosen your password, sign in to the shop; otherwise ask your administrator for a new invitation.',
    passwordAlreadySetTitle: 'Password already chosen',
    passwordAlreadySetText: 'This login already has a password. Sign in to the shop with it.',
    continueToSignIn: 'Continue to sign in',
  },
};
