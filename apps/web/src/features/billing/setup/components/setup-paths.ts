/** The billing setup pages (portal routes): clients, the charge-code catalogue, and a client's profile. */
export const CLIENT_SERVICES_PATH = "/clientServices";
export const CHARGE_CODES_PATH = "/ChargeCodes";
export const CHARGE_PROFILE_PATH = "/chargeProfile";

/** The query parameter naming the client whose profile shows. */
export const CLIENT_ID_PARAM = "ClientId";

/** A client's charge profile (chargeProfile?ClientId={id}). */
export const chargeProfilePath = (clientId: number): string =>
  `${CHARGE_PROFILE_PATH}?${CLIENT_ID_PARAM}=${clientId}`;

/** Where an address the role may not use goes (the product's 'Access not permitted.' page). */
export const NO_RIGHTS_PATH = "/no-rights";
