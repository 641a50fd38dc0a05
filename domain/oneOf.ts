/** `value` as the member of `options` it equals, or undefined when it is none of them. */
export const oneOf = <T extends string>(options: readonly T[], value: unknown): T | undefined => options.find((option) => option === value);
