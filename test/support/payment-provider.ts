import { resetPaymentProvider } from '../../functions/lib/adapters/flitt';
import { resetEnv } from '../../functions/lib/env';

/** Runs `work` with the payment provider unreachable (a closed port), then points it back at the sandbox. */
export async function withProviderUnreachable<T>(work: () => Promise<T>): Promise<T> {
  const apiUrl = process.env.FLITT_API_URL;
  process.env.FLITT_API_URL = 'http://127.0.0.1:9';
  resetEnv();
  resetPaymentProvider();
  try {
    return await work();
  } finally {
    process.env.FLITT_API_URL = apiUrl;
    resetEnv();
    resetPaymentProvider();
  }
}
