/**
 * A currency before an amount, in the ways guests write one: "$9", "£12", "€28", "₹450", "R120", "RM15", "Rs 300",
 * "INR 900", "kr 69", "NOK 145", "GH¢70" (a currency written after its figure is moved before it when the review is
 * read). The letters count only before a figure ("R120", never the R of "Rita"). Where prices are written without
 * a currency ("1100 for a latte", "650 per plate"), a figure of three to six digits priced "for", "per" or "each" is
 * money too. A regex source, for patterns built with `new RegExp(String.raw`…${MONEY} ?\d+…`)`.
 */
export const MONEY = String.raw`(?:[$£€₹₱₦₵]|\b(?:[rR][mMsS]?|INR|inr|[kK][rR]|NOK|nok|SEK|sek|DKK|dkk|PKR|pkr|UGX|ugx|KES|kes|KSh|ksh|AED|aed|GH¢|gh¢|GHS|ghs)\.?(?=\s?\d)|(?<![\w.,:/-])(?=\d{3,6} (?:for|per|each|a (?:bottle|pint|glass|plate|cup|bowl|beer|head|slice|piece))\b))`;

/** A currency written after its figure, and how a reply writes it before one ("145 NOK" → "NOK 145"). */
const AFTER_THE_FIGURE = /\b(\d[\d,.]*)\s?(kr|nok|sek|dkk|pkr|rupees|rs|ghs|cedis|ugx|shs|ksh|kes|aed)(?![\w-])\.?/gi;
const WRITTEN_BEFORE: Record<string, string> = { rupees: 'Rs', rs: 'Rs', cedis: 'GH¢', shs: 'UGX' };

/** "145 NOK for a pint", "900 rupees": the currency before the figure, as the patterns built on `MONEY` read it. */
export const currencyFirst = (text: string): string =>
  text.replace(
    AFTER_THE_FIGURE,
    (_all, figure: string, currency: string) => `${WRITTEN_BEFORE[currency.toLowerCase()] ?? currency} ${figure}`,
  );
