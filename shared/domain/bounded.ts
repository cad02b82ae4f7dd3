/**
 * A map main keeps for as long as it runs, held to a bound: each store names its own bound
 * (a constant, with why it is that number, where the map is declared) and sets through here.
 */

/** Sets `key` as the newest entry of `map`; past `max` entries the oldest go (insertion order). */
export function setBounded<K, V>(map: Map<K, V>, key: K, value: V, max: number): void {
  map.delete(key);
  map.set(key, value);
  while (map.size > max) map.delete(map.keys().next().value as K);
}
