// Words that name a country without being its name in the dataset: what job adverts write ('UK', 'USA',
// 'Scotland'), towns this board's adverts name with no country beside them, and seas whose coastal state is
// clear. Country codes and names themselves come from the dataset (countries.ts), never from here.

/** Other names for a country, as typed in adverts. */
export const COUNTRY_ALIASES: Record<string, readonly string[]> = {
  GB: ["uk", "u k", "great britain", "britain", "england", "scotland", "wales", "northern ireland", "shetland", "orkney"],
  US: ["usa", "u s a", "u s", "america", "united states"],
  AE: ["uae", "u a e", "emirates"],
  NL: ["holland"],
  SA: ["ksa"],
  CZ: ["czech republic"],
  CI: ["ivory coast"],
  CD: ["drc", "dr congo", "democratic republic of the congo"],
  CG: ["republic of the congo"],
  TR: ["turkey"],
  MM: ["burma"],
  SZ: ["swaziland"],
  MK: ["macedonia"],
  TL: ["east timor"],
  FK: ["falklands"],
  KR: ["korea"],
  RU: ["russian federation"],
  SJ: ["svalbard", "spitsbergen"],
};

/**
 * Towns that settle a location naming no country, or an abbreviation two countries share ('Perth, WA' is
 * Western Australia, not Washington): the energy, mining and port towns this board's adverts name.
 */
export const TOWN_COUNTRIES: Record<string, readonly string[]> = {
  GB: ["aberdeen", "london", "great yarmouth", "lowestoft", "sullom voe", "lerwick", "kirkwall"],
  NO: ["stavanger", "bergen", "hammerfest", "kristiansund", "tromso"],
  DK: ["esbjerg"],
  NL: ["rotterdam", "den helder"],
  DE: ["hamburg", "bremerhaven"],
  IS: ["reykjavik"],
  US: ["houston", "anchorage", "prudhoe bay", "seattle", "spokane", "tacoma"],
  CA: ["calgary", "edmonton", "fort mcmurray", "sudbury", "yellowknife", "iqaluit"],
  AU: ["perth", "pilbara", "kalgoorlie", "karratha", "port hedland", "broome", "darwin", "mount isa"],
  CL: ["atacama", "antofagasta"],
  AE: ["dubai", "abu dhabi"],
  MN: ["oyu tolgoi", "ulaanbaatar"],
};

/** Seas and basins whose nearest coastal state is one country; the North Sea, shared by five, is not here. */
export const SEA_COUNTRIES: Record<string, string> = {
  "gulf of mexico": "US",
  "campos basin": "BR",
  "santos basin": "BR",
  "bass strait": "AU",
  "norwegian sea": "NO",
  "barents sea": "NO",
  "irish sea": "GB",
};

/** Words that put a job at sea: the place kind is offshore, its country the nearest coastal state named. */
export const OFFSHORE_PATTERN =
  /\b(offshore|at sea|fpso|north sea|gulf of mexico|barents sea|norwegian sea|irish sea|campos basin|santos basin|bass strait|caspian sea)\b/i;

/** Words that put a job in several places at once. */
export const MULTIPLE_PATTERN =
  /\b(multiple|various|several|many|numerous)\s+(locations?|countries|sites|places|regions)\b|^\s*(various|multiple|worldwide|global|international)\s*$/i;

/** The countries whose states or provinces location text names by name or postal abbreviation. */
export const SUBDIVIDED_COUNTRIES = ["US", "CA", "AU"] as const;
