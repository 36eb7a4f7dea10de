/** The language list: about 50 languages, plus Other with code 69. */
export type Language = { lang: string; langCode: string; country: string; countryCode: string };

const OTHER_LANGUAGE_CODE = '69';

export const LANGUAGES: readonly Language[] = [
  { lang: 'Arabic', langCode: 'ar', country: 'Saudi Arabia', countryCode: 'SA' },
  { lang: 'Azerbaijani', langCode: 'az', country: 'Azerbaijan', countryCode: 'AZ' },
  { lang: 'Bengali', langCode: 'bn', country: 'Bangladesh', countryCode: 'BD' },
  { lang: 'Bulgarian', langCode: 'bg', country: 'Bulgaria', countryCode: 'BG' },
  { lang: 'Chinese', langCode: 'zh', country: 'China', countryCode: 'CN' },
  { lang: 'Croatian', langCode: 'hr', country: 'Croatia', countryCode: 'HR' },
  { lang: 'Czech', langCode: 'cs', country: 'Czechia', countryCode: 'CZ' },
  { lang: 'Danish', langCode: 'da', country: 'Denmark', countryCode: 'DK' },
  { lang: 'Dutch', langCode: 'nl', country: 'Netherlands', countryCode: 'NL' },
  { lang: 'English', langCode: 'en', country: 'United Kingdom', countryCode: 'GB' },
  { lang: 'Estonian', langCode: 'et', country: 'Estonia', countryCode: 'EE' },
  { lang: 'Filipino', langCode: 'fil', country: 'Philippines', countryCode: 'PH' },
  { lang: 'Finnish', langCode: 'fi', country: 'Finland', countryCode: 'FI' },
  { lang: 'French', langCode: 'fr', country: 'France', countryCode: 'FR' },
  { lang: 'Georgian', langCode: 'ka', country: 'Georgia', countryCode: 'GE' },
  { lang: 'German', langCode: 'de', country: 'Germany', countryCode: 'DE' },
  { lang: 'Greek', langCode: 'el', country: 'Greece', countryCode: 'GR' },
  { lang: 'Gujarati', langCode: 'gu', country: 'India', countryCode: 'IN' },
  { lang: 'Hebrew', langCode: 'he', country: 'Israel', countryCode: 'IL' },
  { lang: 'Hindi', langCode: 'hi', country: 'India', countryCode: 'IN' },
  { lang: 'Hungarian', langCode: 'hu', country: 'Hungary', countryCode: 'HU' },
  { lang: 'Indonesian', langCode: 'id', country: 'Indonesia', countryCode: 'ID' },
  { lang: 'Italian', langCode: 'it', country: 'Italy', countryCode: 'IT' },
  { lang: 'Japanese', langCode: 'ja', country: 'Japan', countryCode: 'JP' },
  { lang: 'Kazakh', langCode: 'kk', country: 'Kazakhstan', countryCode: 'KZ' },
  { lang: 'Korean', langCode: 'ko', country: 'South Korea', countryCode: 'KR' },
  { lang: 'Latvian', langCode: 'lv', country: 'Latvia', countryCode: 'LV' },
  { lang: 'Lithuanian', langCode: 'lt', country: 'Lithuania', countryCode: 'LT' },
  { lang: 'Malay', langCode: 'ms', country: 'Malaysia', countryCode: 'MY' },
  { lang: 'Malayalam', langCode: 'ml', country: 'India', countryCode: 'IN' },
  { lang: 'Nepali', langCode: 'ne', country: 'Nepal', countryCode: 'NP' },
  { lang: 'Norwegian', langCode: 'no', country: 'Norway', countryCode: 'NO' },
  { lang: 'Persian', langCode: 'fa', country: 'Iran', countryCode: 'IR' },
  { lang: 'Polish', langCode: 'pl', country: 'Poland', countryCode: 'PL' },
  { lang: 'Portuguese', langCode: 'pt', country: 'Brazil', countryCode: 'BR' },
  { lang: 'Punjabi', langCode: 'pa', country: 'India', countryCode: 'IN' },
  { lang: 'Romanian', langCode: 'ro', country: 'Romania', countryCode: 'RO' },
  { lang: 'Russian', langCode: 'ru', country: 'Russia', countryCode: 'RU' },
  { lang: 'Serbian', langCode: 'sr', country: 'Serbia', countryCode: 'RS' },
  { lang: 'Sinhala', langCode: 'si', country: 'Sri Lanka', countryCode: 'LK' },
  { lang: 'Slovak', langCode: 'sk', country: 'Slovakia', countryCode: 'SK' },
  { lang: 'Spanish', langCode: 'es', country: 'Spain', countryCode: 'ES' },
  { lang: 'Swahili', langCode: 'sw', country: 'Kenya', countryCode: 'KE' },
  { lang: 'Swedish', langCode: 'sv', country: 'Sweden', countryCode: 'SE' },
  { lang: 'Tamil', langCode: 'ta', country: 'India', countryCode: 'IN' },
  { lang: 'Telugu', langCode: 'te', country: 'India', countryCode: 'IN' },
  { lang: 'Thai', langCode: 'th', country: 'Thailand', countryCode: 'TH' },
  { lang: 'Turkish', langCode: 'tr', country: 'Turkey', countryCode: 'TR' },
  { lang: 'Ukrainian', langCode: 'uk', country: 'Ukraine', countryCode: 'UA' },
  { lang: 'Urdu', langCode: 'ur', country: 'Pakistan', countryCode: 'PK' },
  { lang: 'Uzbek', langCode: 'uz', country: 'Uzbekistan', countryCode: 'UZ' },
  { lang: 'Vietnamese', langCode: 'vi', country: 'Vietnam', countryCode: 'VN' },
  { lang: 'Other', langCode: OTHER_LANGUAGE_CODE, country: 'Other', countryCode: OTHER_LANGUAGE_CODE },
];

export const DEFAULT_LANGUAGE_LEARN = 'en';

export function isLanguageCode(code: string): boolean {
  return LANGUAGES.some((language) => language.langCode === code);
}

/** Countries whose main language is not the one listed first for them in LANGUAGES. */
const COUNTRY_LANGUAGE: Record<string, string> = {
  IN: 'hi',
  US: 'en',
  GB: 'en',
  AU: 'en',
  CA: 'en',
  NZ: 'en',
  IE: 'en',
  NG: 'en',
  GH: 'en',
  MX: 'es',
  AR: 'es',
  CO: 'es',
  CL: 'es',
  PE: 'es',
  VE: 'es',
  PT: 'pt',
  AO: 'pt',
  MZ: 'pt',
  TW: 'zh',
  HK: 'zh',
  SG: 'en',
  AE: 'ar',
  EG: 'ar',
  JO: 'ar',
  IQ: 'ar',
  KW: 'ar',
  QA: 'ar',
  OM: 'ar',
  MA: 'ar',
  DZ: 'ar',
  TN: 'ar',
  LB: 'ar',
  AT: 'de',
  CH: 'de',
  BE: 'fr',
  SN: 'fr',
  CI: 'fr',
  BY: 'ru',
  KG: 'ru',
  AF: 'fa',
  TZ: 'sw',
  UG: 'sw',
};

/** The native-language guess for a country code from the IP lookup, or null. */
export function languageForCountry(countryCode: string | null | undefined): string | null {
  if (!countryCode) return null;
  const code = countryCode.toUpperCase();
  if (COUNTRY_LANGUAGE[code]) return COUNTRY_LANGUAGE[code] ?? null;
  return LANGUAGES.find((language) => language.countryCode === code)?.langCode ?? null;
}

/** The native-language guess from the browser's languages (e.g. "pt-BR" gives "pt"), or null. */
export function languageFromBrowser(tags: readonly string[]): string | null {
  for (const tag of tags) {
    const base = tag.toLowerCase().split('-')[0] ?? '';
    if (base === 'nb' || base === 'nn') return 'no';
    if (base === 'tl') return 'fil';
    if (base !== 'en' && isLanguageCode(base)) return base;
  }
  return null;
}
