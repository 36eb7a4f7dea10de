/** Premium codes (decision record 026): the "Have a code?" form; /admin loads admin-page.tsx itself. */
export { premiumEndText, RedeemCode } from './redeem-code.tsx';
