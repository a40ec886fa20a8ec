/**
 * The single error catalogue: every error name the API can answer with, and its HTTP status.
 * Names come from the spec where it names one; the web's `errors` i18n namespace uses the same keys.
 * 401 is reserved for a missing, invalid or expired session token (the web drops the token on 401).
 */
export const errorCatalogue = {
  ValidationError: 400,
  Unauthorized: 401,
  AccessError: 403,
  PlanAccessDenied: 403,
  RouteNotFound: 404,
  NotFound: 404,
  UserNotFound: 404,
  CompanyNotFound: 404,
  PasswordIncorrect: 400,
  EmailUnApproved: 403,
  PhoneUnApproved: 403,
  AccountNotVerified: 403,
  AuthTypeError: 400,
  EmailAlreadyUsed: 409,
  PhoneAlreadyUsed: 409,
  UniquenessError: 409,
  CompanyAlreadyExists: 409,
  LinkUnavailable: 400,
  LinkExpired: 410,
  NotNow: 429,
  NotVerified: 403,
  EmailNotFound: 404,
  PhoneNotFound: 404,
  WrongCode: 400,
  CodeExpired: 410,
  TooManyAttempts: 429,
  AlreadyVerified: 409,
  InvalidToken: 400,
  ConcurrentChange: 409,
  ItemClosed: 409,
  ItemStatusError: 409,
  CodeAlreadyUsed: 409,
  MergeRefused: 409,
  MountRefused: 409,
  // Issue 28: an inactive item takes no operation but reactivation and deletion.
  ItemInactive: 409,
  // Photos (item and comment): per-file names appear in an upload's results too.
  FilesUploadError: 400,
  FileUploadError: 400,
  PhotoTooLarge: 413,
  PhotoTypeError: 415,
  PhotoLimitReached: 409,
  PhotosPartlyUploaded: 400,
  PhotoDeleteError: 502,
  EmailSendError: 502,
  SmsSendError: 502,
  ItemLimitExceeded: 403,
  UserLimitExceeded: 403,
  // Integration (issue 27): a company already holds limits.integrationTokensMax live access tokens.
  TooManyTokens: 409,
  PayloadTooLarge: 413,
  LabelCountExceeded: 400,
  // Bulk actions (issue 23): the selection matched no item; a large selection's job could not be queued.
  EmptySelection: 400,
  BulkJobError: 502,
  LabelCodeTooLong: 400,
  CodeReservedElsewhere: 409,
  ImportAlreadyStarted: 409,
  // Imports (issue 23): a file over the size limit, refused before upload and recorded in the upload history.
  ImportFileTooLarge: 413,
  // Imports (issue 27): a file whose zip unpacks past the import caps (docs/security.md, "Import caps"),
  // refused by the worker before or while it is read and recorded in the upload history (errorKind unpacked).
  ImportFileUnpackedTooLarge: 413,
  InternalError: 500,
  // Item list report (issue 8): the job could not be queued; the e-mailed link is unknown, expired or its file gone.
  ReportCreationError: 502,
  ReportDownloadError: 410,
  // Stocktaking (issue 9): scans of a finished one; scans before its expected set is frozen; delete refused.
  StocktakingFinished: 409,
  StocktakingNotReady: 409,
  StocktakingDeleteError: 409,
  // Abuse resistance (issue 12): too many requests from one address or to one destination; a daily
  // SMS or e-mail budget spent; a request that reached the API without passing through the edge.
  TooManyRequests: 429,
  SendBudgetExhausted: 429,
  DirectAccessRefused: 403,
  // Payments (issue 11): the company's paid period ended (everything but payment, sign-in and the
  // user's own account answers this until it pays); the provider refused or failed to create a
  // checkout; an unknown, invalid or deleted promo code; a plan change asked for outside a paid plan
  // or for the same plan; a subscription action with no subscription; a callback whose signature,
  // merchant, amount or currency does not match.
  SubscriptionExpired: 402,
  PaymentCreationError: 502,
  InvalidPromocode: 400,
  PlanChangeRefused: 409,
  SubscriptionNotActive: 409,
  CallbackRejected: 400,
  // Sticker orders: nothing in the order; a published, rejected or done order cannot change; the
  // delivery directory (Nova Poshta) did not answer.
  EmptyOrder: 400,
  RequestNotEditable: 409,
  DeliveryLookupError: 502,
  // Second factor (issue 27, docs/security.md "Second factor"): sign-in of an enrolled account waits
  // for a code (the challenge is unknown, used or expired: SecondFactorChallengeExpired); a wrong,
  // or already used, TOTP or recovery code; enrolling twice or turning off what is not on; a role
  // the company requires a factor of, without one (only enrolment and sign-out answer then).
  InvalidSecondFactorCode: 400,
  SecondFactorCodeUsed: 400,
  SecondFactorChallengeExpired: 410,
  SecondFactorAlreadyEnabled: 409,
  SecondFactorNotEnabled: 409,
  SecondFactorEnrolmentRequired: 403,
  // Passkeys (issue 27, docs/security.md "Passkeys"): an assertion or a new credential that does not
  // check out (unknown credential, wrong signature, origin or RP); a WebAuthn challenge unknown, used,
  // expired or someone else's; a signature counter that did not grow (a cloned authenticator); a
  // passkey not the caller's; a credential added twice; more passkeys than an account may have.
  PasskeyNotRecognized: 400,
  PasskeyChallengeExpired: 410,
  PasskeyCounterRegressed: 400,
  PasskeyNotFound: 404,
  PasskeyAlreadyAdded: 409,
  PasskeysLimit: 409,
  // Maintenance plans (issue 28, docs/maintenance.md): a finished one-time plan takes no "done" and no
  // edit; an item holds at most maintenanceLimits.plansPerItem plans; a type or model selection
  // matches more items than one request creates plans for.
  MaintenancePlanFinished: 409,
  MaintenancePlansLimit: 409,
  MaintenanceSelectionTooLarge: 400,
  // Bookings (issue 29, docs/bookings.md): an item already booked (beyond its quantity) in an
  // overlapping period; an item in a state that takes no booking or check-out; a booking whose
  // status does not allow the step (cancel a checked-out one, check in a reserved one).
  BookingConflict: 409,
  ItemNotBookable: 409,
  BookingStateError: 409,
  // A check-out before the booking's start.
  BookingNotStarted: 409,
  // Deleting (or merging back) an item a booking still holds: out, or reserved for a period not yet ended.
  ItemBooked: 409,
  // Inactive users (issue 28, docs/inactive-users.md): sign-in of a deactivated user; deactivating the
  // company's owner or oneself; deactivating an inactive user or reactivating an active one.
  UserInactive: 403,
  OwnerDeactivationRefused: 409,
  SelfDeactivationRefused: 409,
  UserStatusError: 409,
} as const satisfies Record<string, number>;

export type ErrorName = keyof typeof errorCatalogue;

export const errorNames = Object.keys(errorCatalogue) as ErrorName[];

export function statusOf(name: ErrorName): number {
  return errorCatalogue[name];
}

/** The JSON body of every error answer. */
export interface ErrorBody {
  error: ErrorName;
  message: string;
  details?: unknown;
}

export function isErrorName(value: unknown): value is ErrorName {
  return typeof value === 'string' && Object.hasOwn(errorCatalogue, value);
}
