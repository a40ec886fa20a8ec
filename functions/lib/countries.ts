import { countryByAlpha2, defaultCountries, fallbackCountryCode } from '../../shared/countries';
import { viewerCountry } from './adapters/geoip';

/** The country list of the phone inputs and the caller's country (UA when unknown or unlisted). */
export function countries(headers: Record<string, string | undefined>) {
  const detected = viewerCountry(headers);
  const country = detected && countryByAlpha2(detected) ? detected : fallbackCountryCode;
  return { country, countryCodes: defaultCountries.map((entry) => ({ ...entry, callingCodes: [...entry.callingCodes] })) };
}
