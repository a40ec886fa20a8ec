import type { RequestInput, StickerRequest } from '../../../../shared/schemas/requests';
import type { SealType } from '../../../../shared/stickers';
import { emptyDelivery, quantityProblem, type CatalogueEntry, type DeliveryDraft, type LocalOrder } from './order';

/*
 * From the current order to the body of POST/PUT /request (and their publish twins), and back from
 * a saved draft. Publishing needs everything; a draft may leave the recipient or the delivery out,
 * but a part that was started must be finished, so nothing typed is silently dropped.
 */

export type OrderField =
  | 'lines'
  | `line.${SealType}`
  | 'recipient.name'
  | 'recipient.phone'
  | 'delivery.city'
  | 'delivery.branch'
  | 'delivery.street'
  | 'delivery.house';

/** `required_field` and `invalid_rule_*` are the fields namespace's codes; the others are the shop's own texts. */
export type OrderProblem = 'required_field' | 'invalid_rule_max_length' | 'min_quantity' | 'max_quantity' | 'EmptyOrder';

export type OrderProblems = Partial<Record<OrderField, OrderProblem>>;

export type BodyResult = { ok: true; body: RequestInput } | { ok: false; problems: OrderProblems };

const filled = (text: string) => text.trim() !== '';

function deliveryStarted(delivery: DeliveryDraft): boolean {
  return delivery.city !== null || delivery.branch !== null || delivery.street !== null || filled(delivery.house) || filled(delivery.flat);
}

export function orderBody(order: LocalOrder, catalogue: readonly CatalogueEntry[], mode: 'draft' | 'publish'): BodyResult {
  const problems: OrderProblems = {};
  if (mode === 'publish' && order.lines.length === 0) problems.lines = 'EmptyOrder';
  for (const line of order.lines) {
    const minimum = catalogue.find((entry) => entry.type === line.type)?.minQuantity ?? 1;
    const problem = quantityProblem(line.quantity, minimum);
    if (problem) problems[`line.${line.type}`] = problem === 'max' ? 'max_quantity' : problem === 'min' ? 'min_quantity' : 'required_field';
  }

  const { name, phone } = order.recipient;
  const recipientWanted = mode === 'publish' || filled(name) || filled(phone);
  if (recipientWanted && !filled(name)) problems['recipient.name'] = 'required_field';
  if (recipientWanted && !filled(phone)) problems['recipient.phone'] = 'required_field';

  const delivery = order.delivery;
  const deliveryWanted = mode === 'publish' || deliveryStarted(delivery);
  const cityRef = delivery.type === 'branch' ? delivery.city?.cityRef : delivery.city?.ref;
  if (deliveryWanted) {
    if (!cityRef) problems['delivery.city'] = 'required_field';
    if (delivery.type === 'branch' && !delivery.branch) problems['delivery.branch'] = 'required_field';
    if (delivery.type === 'address' && !delivery.street) problems['delivery.street'] = 'required_field';
    if (delivery.type === 'address' && !filled(delivery.house)) problems['delivery.house'] = 'required_field';
  }

  if (Object.keys(problems).length > 0) return { ok: false, problems };

  const body: RequestInput = { lines: order.lines.map((line) => ({ type: line.type, quantity: line.quantity })) };
  if (recipientWanted) body.recipient = { name: name.trim(), phone: phone.trim() };
  if (deliveryWanted && delivery.city && cityRef) {
    // A place is saved with the reference of the directory it was picked from: the branch directory's
    // city for branch delivery, the settlement for address delivery (fromRequest reads it back so).
    const city = { ref: cityRef, name: delivery.city.name };
    if (delivery.type === 'branch' && delivery.branch) {
      body.delivery = { type: 'branch', country: 'UA', city, branch: delivery.branch };
    } else if (delivery.type === 'address' && delivery.street) {
      const flat = delivery.flat.trim();
      body.delivery = { type: 'address', country: 'UA', city, street: delivery.street, house: delivery.house.trim(), ...(flat ? { flat } : {}) };
    }
  }
  return { ok: true, body };
}

/** A saved draft as the current order, to edit it. */
export function fromRequest(request: StickerRequest): LocalOrder {
  const delivery = request.delivery;
  const draft: DeliveryDraft = !delivery
    ? emptyDelivery()
    : delivery.type === 'branch'
      ? { ...emptyDelivery(), type: 'branch', city: { ref: null, cityRef: delivery.city.ref, name: delivery.city.name }, branch: delivery.branch }
      : {
          type: 'address',
          city: { ref: delivery.city.ref, cityRef: null, name: delivery.city.name },
          branch: null,
          street: delivery.street,
          house: delivery.house,
          flat: delivery.flat ?? '',
        };
  return {
    requestId: request._id,
    code: request.code,
    lines: request.lines.map((line) => ({ type: line.type, quantity: line.quantity })),
    recipient: { name: request.recipient?.name ?? '', phone: request.recipient?.phone ?? '' },
    delivery: draft,
  };
}

const serverFields: Record<string, OrderField> = {
  // Publishing without a recipient or a delivery names the whole part.
  recipient: 'recipient.name',
  delivery: 'delivery.city',
  'recipient.name': 'recipient.name',
  'recipient.phone': 'recipient.phone',
  'delivery.city': 'delivery.city',
  'delivery.city.ref': 'delivery.city',
  'delivery.city.name': 'delivery.city',
  'delivery.branch': 'delivery.branch',
  'delivery.branch.ref': 'delivery.branch',
  'delivery.street': 'delivery.street',
  'delivery.street.ref': 'delivery.street',
  'delivery.house': 'delivery.house',
};

/**
 * The API's ValidationError fields (`lines.0.quantity`, `recipient.name`...) on the order's own
 * fields; the ones it cannot place are left for a toast.
 */
export function problemsOfServer(fields: Record<string, string>, order: LocalOrder): { problems: OrderProblems; unplaced: string[] } {
  const problems: OrderProblems = {};
  const unplaced: string[] = [];
  for (const [path, code] of Object.entries(fields)) {
    const problem: OrderProblem = code === 'invalid_rule_max_length' ? 'invalid_rule_max_length' : 'required_field';
    const line = /^lines\.(\d+)/.exec(path);
    const type = line ? order.lines[Number(line[1])]?.type : undefined;
    if (type) problems[`line.${type}`] = code === 'required_field' ? 'required_field' : 'min_quantity';
    else if (serverFields[path]) problems[serverFields[path]] = problem;
    else unplaced.push(path);
  }
  return { problems, unplaced };
}
