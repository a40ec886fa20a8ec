import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { register } from '../../functions/auth/registration';
import { neighbours } from '../../functions/company/handler';
import { createCompany } from '../../functions/company/service';
import { createItems } from '../../functions/items/creation';
import { createItemBody } from '../../shared/schemas/items';
import { db, tableName } from '../../functions/lib/db/client';
import { keys } from '../../functions/lib/db/keys';
import { createLogger } from '../../functions/lib/http/logger';
import { startStocktaking } from '../../functions/stocktaking/service';

const demoItems = [
  { title: 'Laptop', brand: 'Lenovo', model: 'ThinkPad T14', type: 'IT equipment', serial: 'PF3X9K21', price: '1249.00' },
  { title: 'Office chair', brand: 'Herman Miller', type: 'Furniture', price: '689.50' },
  { title: 'Cordless drill', brand: 'Bosch', model: 'GSR 18V-55', type: 'Tools', price: '219.99' },
];

export const demo = {
  email: 'demo@assetbook.local',
  password: 'demo1234',
  firstName: 'Demo',
  phone: '+380501234567',
  company: { title: 'Demo Company', description: 'Office equipment and tools' },
} as const;

/**
 * A demo company with a confirmed root user, its three items and a running stocktaking, created
 * through the same services the API uses.
 * Running it again changes nothing.
 */
export async function seedDemo(): Promise<void> {
  // The demo promo code (docs/payments.md): 20 % off, checked on the payment page.
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...keys.promoCode('WELCOME20'), entity: 'promo', code: 'WELCOME20', sale: 20 } }));
  const claim = await db().send(new GetCommand({ TableName: tableName(), Key: keys.emailClaim(demo.email) }));
  if (claim.Item) return;
  const { user } = await register(
    { firstName: demo.firstName, email: demo.email, password: demo.password, phone: demo.phone, countryCode: '380', referer: 'seed' },
    'en',
    createLogger({ source: 'seed' }),
    // No client address: the seed is not a visitor, so no per-address throttle counts it.
    '',
  );
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.user(user._id),
      UpdateExpression: 'SET email_approved = :yes, phone_approved = :yes',
      ExpressionAttributeValues: { ':yes': true },
    }),
  );
  const { company } = await createCompany({ userId: user._id, sessionId: 'seed', role: 'root', companyId: null }, demo.company, createLogger({ source: 'seed' }), neighbours);
  // Spec: three test items for the first-login tour.
  const owner = { userId: user._id, sessionId: 'seed', role: 'root' as const, companyId: company._id };
  for (const item of demoItems) await createItems(owner, createItemBody.parse({ ...item, person: user._id }));
  // A running stocktaking of the whole company: the local queue poller freezes its expected set.
  await startStocktaking(owner, { title: 'Demo stocktaking', scope: { kind: 'company' } });
}
