/**
 * The role a person says they want and the skills they say they lack, in their own words: a
 * career plan starts from a role already named and practises the gap already named, instead of
 * planning to find them out.
 */

/**
 * Nouns that end the name of a job: "product manager", "UX designer", "data analyst". The career
 * family's keywords name them as `{roleNouns}`.
 */
export const ROLE_NOUNS = String.raw`manager|engineer|developer|designer|analyst|consultant|scientist|architect|researcher|specialist|coordinator|administrator|accountant|marketer|recruiter|nurse|teacher|lawyer|programmer|strategist|copywriter|editor|product\s+owner`;
/** A role aimed for may end in any owner ("a business owner"), though "owner" alone tells no career goal ("a dog owner"). */
const ROLE_NOUN = `${ROLE_NOUNS}|owner`;
/** Up to three words before the noun, none a determiner: "senior product", not "the new" nor "career as a" ("a career as a nurse" names a nurse). */
const ROLE_WORDS = String.raw`(?:(?!(?:an?|as|the|my|our|your|his|her|their|this|that|to|from|and|or)\b)[\w+#-]+\s+){0,3}?`;
/** Where the job is, up to the end of the clause or the deadline: "at a B2B SaaS company". */
const WHERE = String.raw`(?:\s+(?:at|in|for|with)\s+(?:an?\s+|the\s+)?(?:(?!(?:by|before|until|within|and|but|so)\b)[\w+#&'-]+\s*){1,5})?`;
const ROLE = String.raw`(?<article>(?:an?|the)\s+)?(?<role>${ROLE_WORDS}(?:${ROLE_NOUN})s?\b${WHERE})`;

/** How a person names the role they aim for: "become a product manager", "from support engineer to product manager", "the role of a UX designer". */
const ROLE_AIMED = new RegExp(
  String.raw`\b(?:becom(?:e|ing)|work(?:ing)?\s+as|(?:job|role|position|career)\s+(?:as|of)|switch(?:ing)?\s+to|mov(?:e|ing)\s+into|get(?:ting)?\s+into|transition(?:ing)?\s+(?:in)?to|from\s+${ROLE_WORDS}(?:${ROLE_NOUN})s?\s+to)\s+${ROLE}`,
  'i',
);

/** "a product manager at a B2B SaaS company": the role with its article, as a todo names it. */
function withArticle(role: string, article: string | undefined): string {
  const own = article?.trim().toLowerCase();
  if (own === 'a' || own === 'an') return `${own} ${role}`;
  return `${/^[aeiou]/i.test(role) ? 'an' : 'a'} ${role}`;
}

/**
 * The role the person aims for, with its article ("a product manager at a B2B SaaS company"), from
 * the first text that names one (an answer says it more fully than a title, so answers come
 * first); null when none does.
 */
export function aimedRole(texts: string[]): string | null {
  for (const text of texts) {
    const found = ROLE_AIMED.exec(text)?.groups;
    if (found?.role) return withArticle(found.role.trim().replace(/[.,;:!?]+$/, ''), found.article);
  }
  return null;
}

/** Words that give a role's level: "a senior product manager", "a junior developer". */
const LEVEL_NAMED = /\b(?:junior|senior|lead|principal|staff|head|chief|associate|entry[\s-]level|mid[\s-]level|graduate|trainee|intern)\b/i;
/** Where a role is: "a product manager at a B2B SaaS company". */
const WHERE_NAMED = /\s(?:at|in|for|with)\s/i;

/**
 * What a role as the person named it leaves open, as asked aloud: "which level, which industry or
 * kind of company, and what salary range" of "a product manager", "what salary range" of "a
 * senior UX designer at a fintech startup". The salary range is always left open.
 */
export function roleLeftOpen(role: string): string {
  const asks = [
    ...(LEVEL_NAMED.test(role) ? [] : ['which level']),
    ...(WHERE_NAMED.test(role) ? [] : ['which industry or kind of company']),
    'what salary range',
  ];
  return asks.length < 3 ? asks.join(' and ') : `${asks.slice(0, -1).join(', ')}, and ${asks[asks.length - 1]}`;
}

/** How a person names what they lack: "my biggest gap is ...", "I struggle with ...", "I need to get better at ...". */
const GAP_NAMED =
  /\b(?:(?:biggest|main|top|largest|real)\s+)?(?:skills?\s+)?gaps?\s+(?:is|are|would\s+be)\s+|\b(?:i\s+)?(?:struggle\s+with|am\s+weak\s+at|(?:am\s+)?weakest\s+at|need\s+to\s+(?:get\s+better\s+at|improve(?:\s+my)?|learn)|lack(?:\s+experience\s+(?:in|with))?)\s+/i;

/** The skills a text names as the person's gap, each as they wrote it: "writing product specs", "talking to customers". */
function gapsIn(text: string): string[] {
  const found = GAP_NAMED.exec(text);
  if (!found) return [];
  const rest = text.slice(found.index + found[0].length).split(/[.;!?\n]|,\s*(?:but|so)\b/)[0];
  return rest
    .split(/\s*,\s*(?:and\s+)?|\s+and\s+(?=\w+ing\b)/i)
    .map((gap) => gap.trim().replace(/^(?:the|my)\s+/i, ''))
    .filter((gap) => gap.split(/\s+/).length <= 6 && /\w/.test(gap));
}

/** The skills the person names as their gap, from the first text that names any; empty when none does. */
export function namedGaps(texts: string[]): string[] {
  for (const text of texts) {
    const gaps = gapsIn(text);
    if (gaps.length > 0) return gaps;
  }
  return [];
}
