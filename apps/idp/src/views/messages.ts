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
  },
};
