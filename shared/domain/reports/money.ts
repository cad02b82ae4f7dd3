/**
 * Money arithmetic for reports. The API sends rates and costs as decimal text and the
 * catalog keeps them as text (`wireDecimal`); sums are done here with big.js so that
 * "0.1" + "0.2" is "0.3" and no cent is lost or invented by binary floating point.
 * Results keep as many decimals as the most precise input (so "1.50" + "2" is "3.50").
 */
import Big from 'big.js';

const DECIMAL = /^-?\d+(\.\d+)?$/;

/** Decimal places written in a decimal text ("12.3400" → 4). */
export function decimalPlaces(text: string): number {
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : text.length - dot - 1;
}

/** True when the text is a plain decimal the server could have sent ("-12.50", "3"). */
export function isDecimalText(text: string): boolean {
  return DECIMAL.test(text.trim());
}

/**
 * Exact sum of decimal texts, written with the largest number of decimals among the
 * inputs. An empty list sums to "0". A text that is not a decimal is a bug upstream
 * (the catalog decoder rejects those), so it throws.
 */
export function sumDecimals(values: readonly string[]): string {
  let total = new Big(0);
  let places = 0;
  for (const raw of values) {
    const text = raw.trim();
    if (!isDecimalText(text)) throw new Error(`not a decimal amount: ${JSON.stringify(raw)}`);
    total = total.plus(text);
    places = Math.max(places, decimalPlaces(text));
  }
  return total.toFixed(places);
}

/** Exact difference a − b, with the precision of the more precise side. */
export function subtractDecimals(a: string, b: string): string {
  const places = Math.max(decimalPlaces(a.trim()), decimalPlaces(b.trim()));
  return new Big(a.trim()).minus(b.trim()).toFixed(places);
}

/** Compares decimal texts exactly: -1, 0 or 1. */
export function compareDecimals(a: string, b: string): -1 | 0 | 1 {
  return new Big(a.trim()).cmp(b.trim()) as -1 | 0 | 1;
}

/**
 * Money as shown: the server's digits exactly, the whole part grouped by thousands
 * ("12345.6789" → "12,345.6789"). No currency sign: the API does not name one.
 */
export function formatMoney(text: string): string {
  const t = text.trim();
  const negative = t.startsWith('-');
  const body = negative ? t.slice(1) : t;
  const [whole = '0', fraction] = body.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

/** Decimals of every amount of money shown (cost, estimate, totals). */
export const MONEY_DECIMALS = 2;

/**
 * An amount rounded half up to `places` decimals and grouped by thousands, as shown in a
 * money column ("12345.6789" → "12,345.68"): every cell of a column has the same decimals.
 * The exact text stays in the CSV and the tooltips' source.
 */
export function formatAmount(text: string, places: number = MONEY_DECIMALS): string {
  return formatMoney(new Big(text.trim()).round(places, Big.roundHalfUp).toFixed(places));
}

/** The decimals a rate column needs so no rate is rounded away: the most any rate has, at least 2 (an unreadable rate has none). */
export function ratePlaces(rates: ReadonlyArray<string | null>): number {
  return Math.max(MONEY_DECIMALS, ...rates.map((r) => (r === null ? 0 : decimalPlaces(r.trim()))));
}

/** An amount with the account's currency after it, when one is set ("1,234.50 EUR"). */
export function moneyWords(text: string, currency: string | null, places: number = MONEY_DECIMALS): string {
  const amount = formatAmount(text, places);
  return currency === null ? amount : `${amount} ${currency}`;
}

/** A money column's header: its currency in brackets, once set ("Cost (EUR)"). */
export function moneyHeader(name: string, currency: string | null): string {
  return currency === null ? name : `${name} (${currency})`;
}

/**
 * A number for chart geometry only (bar heights). Never added up or shown as money:
 * labels and tooltips use the decimal text.
 */
export function chartAmount(text: string): number {
  return Number(text);
}
