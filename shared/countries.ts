/**
 * The spec's default country list for phone input (platform.md section 3, "Default countries with
 * calling codes"). Calling codes are digits without the leading +; Kazakhstan shares +7 with Russia
 * and is told apart by its 76 / 77 prefixes.
 */
export interface Country {
  name: string;
  alpha2Code: string;
  callingCodes: readonly string[];
  flag: string;
}

export const defaultCountries: readonly Country[] = [
  { name: 'Ukraine', alpha2Code: 'UA', callingCodes: ['380'], flag: '🇺🇦' },
  { name: 'Russia', alpha2Code: 'RU', callingCodes: ['7'], flag: '🇷🇺' },
  { name: 'Belarus', alpha2Code: 'BY', callingCodes: ['375'], flag: '🇧🇾' },
  { name: 'Kazakhstan', alpha2Code: 'KZ', callingCodes: ['76', '77'], flag: '🇰🇿' },
  { name: 'Netherlands', alpha2Code: 'NL', callingCodes: ['31'], flag: '🇳🇱' },
  { name: 'Germany', alpha2Code: 'DE', callingCodes: ['49'], flag: '🇩🇪' },
  { name: 'Poland', alpha2Code: 'PL', callingCodes: ['48'], flag: '🇵🇱' },
  { name: 'Lithuania', alpha2Code: 'LT', callingCodes: ['370'], flag: '🇱🇹' },
  { name: 'Kyrgyzstan', alpha2Code: 'KG', callingCodes: ['996'], flag: '🇰🇬' },
  { name: 'Estonia', alpha2Code: 'EE', callingCodes: ['372'], flag: '🇪🇪' },
  { name: 'Uzbekistan', alpha2Code: 'UZ', callingCodes: ['998'], flag: '🇺🇿' },
  { name: 'Moldova', alpha2Code: 'MD', callingCodes: ['373'], flag: '🇲🇩' },
];

/** The spec: the country defaults to UA when the user's country cannot be found. */
export const fallbackCountryCode = 'UA';

export function countryByAlpha2(alpha2Code: string): Country | undefined {
  const code = alpha2Code.toUpperCase();
  return defaultCountries.find((country) => country.alpha2Code === code);
}

/**
 * The listed country whose calling code starts the given international digits (no +), preferring
 * the longest code so that +77... is Kazakhstan and +79... is Russia.
 */
export function countryByDialPrefix(digits: string): Country | undefined {
  let best: { country: Country; length: number } | undefined;
  for (const country of defaultCountries) {
    for (const code of country.callingCodes) {
      if (digits.startsWith(code) && code.length > (best?.length ?? 0)) best = { country, length: code.length };
    }
  }
  return best?.country;
}

/** The dial code a person types after +: the shared start of the calling codes (KZ 76 / 77 dial +7). */
export function dialCodeOf(country: Country): string {
  const [first = '', ...rest] = country.callingCodes;
  let prefix = first;
  for (const code of rest) {
    while (!code.startsWith(prefix)) prefix = prefix.slice(0, -1);
  }
  return prefix;
}
