/**
 * A currency before an amount, in the ways guests write one: "$9", "£12", "€28", "₹450", "R120", "RM15", "Rs 300",
 * "INR 900". The letters count only before a figure ("R120", never the R of "Rita"). A regex source, for patterns
 * built with `new RegExp(String.raw`…${MONEY} ?\d+…`)`.
 */
export const MONEY = String.raw`(?:[$£€₹]|\b(?:[rR][mMsS]?|INR|inr)\.?(?=\s?\d))`;
