/** Accounts the browser-test server prepares before it starts: made premium with `npm run admin`. */
export const E2E_PASSWORD = 'Play-words-2026';
export const PREMIUM_ACCOUNTS = {
  sheet: 'premium.sheet@example.com',
  update: 'premium.update@example.com',
  game: 'premium.game@example.com',
  spare: 'premium.spare@example.com',
  devices: 'premium.devices@example.com',
  shared: 'premium.shared@example.com',
  tracks: 'premium.tracks@example.com',
} as const;

/** An admin (role ADMIN, set as `npm run admin -- set-role` would): makes premium codes in tests. */
export const ADMIN_ACCOUNT = 'admin.codes@example.com';
