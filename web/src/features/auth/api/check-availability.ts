import { api } from '../../../lib/api-client';

export async function isEmailAvailable(email: string): Promise<boolean> {
  const answer = await api.get('/auth/checkEmail', { email });
  return answer.available;
}

export async function isPhoneAvailable(phone: string, countryCode: string): Promise<boolean> {
  const answer = await api.get('/auth/checkPhone', { phone, countryCode });
  return answer.available;
}
