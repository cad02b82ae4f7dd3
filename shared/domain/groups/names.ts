/**
 * When two group names are one. A name is compared after Unicode normalisation (NFKC:
 * full-width and other compatibility forms become their plain letters) and case folding,
 * so "Main", "main" and "Ｍａｉｎ" name one group. A name that mixes Latin, Cyrillic or
 * Greek letters could pass for another ("Мain" with a Cyrillic М reads as "Main"), so it
 * is refused; a name of one such script that reads as an existing one is refused too.
 * A save never edits a group under a name that only folds to its name: the exact name
 * edits it, a look-alike or case collision is refused in words (it never replaces it).
 */

/** Case-folded NFKC form with spaces collapsed: equal for names the operator cannot tell apart by case or width. */
export function foldName(name: string): string {
  return name.normalize('NFKC').trim().replace(/\s+/g, ' ').toUpperCase().toLowerCase();
}

/** Lowercase Cyrillic and Greek letters drawn like a Latin one (after folding), mapped to it. */
const LATIN_LOOK: Record<string, string> = {
  а: 'a', в: 'b', е: 'e', ё: 'e', к: 'k', м: 'm', н: 'h', о: 'o', р: 'p', с: 'c', т: 't', у: 'y', х: 'x',
  і: 'i', ї: 'i', ј: 'j', ѕ: 's', ԁ: 'd', һ: 'h', ӏ: 'l', ԛ: 'q', ԝ: 'w',
  α: 'a', β: 'b', ε: 'e', η: 'n', ι: 'i', κ: 'k', ν: 'v', ο: 'o', ρ: 'p', τ: 't', υ: 'u', χ: 'x', ζ: 'z',
};

/** The name as it reads: folded, then every Latin-looking letter of another script as the Latin one. */
export function nameSkeleton(name: string): string {
  return [...foldName(name)].map((c) => LATIN_LOOK[c] ?? c).join('');
}

const SCRIPTS: ReadonlyArray<[string, RegExp]> = [['Latin', /\p{Script=Latin}/u], ['Cyrillic', /\p{Script=Cyrillic}/u], ['Greek', /\p{Script=Greek}/u]];

/** Why the name could pass for another (it mixes scripts whose letters look alike), or null. */
export function mixedScriptProblem(name: string): string | null {
  const folded = foldName(name);
  const used = SCRIPTS.filter(([, re]) => [...folded].some((c) => re.test(c))).map(([script]) => script);
  return used.length > 1 ? `A group name keeps to one alphabet: "${name.trim()}" mixes ${used.join(' and ')} letters, so it could pass for another name.` : null;
}

/**
 * Why saving under `name` would collide with a group of `existing` names, or null when it
 * makes a new group or names one exactly (that one is edited).
 */
export function collisionProblem(name: string, existing: readonly string[]): string | null {
  if (existing.includes(name)) return null;
  const other = existing.find((e) => foldName(e) === foldName(name)) ?? existing.find((e) => nameSkeleton(e) === nameSkeleton(name));
  if (other === undefined) return null;
  const how = foldName(other) === foldName(name) ? 'differs from it only in case, width or spacing' : 'looks the same';
  return `Not saved: the group "${other}" exists, and "${name}" ${how}. Use the exact name "${other}" to change it, or choose another name.`;
}
