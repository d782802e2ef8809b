/** Form-wide messages the account pages share. */
export const tooManyAttempts = 'Too many attempts. Please wait a minute and try again.';
export const serverTrouble = 'Something went wrong on our side. Please try again.';
export const expiredResetLink = 'This link has expired or was already used. Ask for a new one.';
