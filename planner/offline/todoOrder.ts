/** What a todo is in an offline plan: its place decides what it waits for. */
export type TodoRole = 'opening' | 'own' | 'sequence' | 'review' | 'closing';

/**
 * The order of an offline plan, as the 0-based places each todo waits for: the opening todo
 * first; the family's proven sequence one after the other; the person's own actions and the
 * reviews each after the opening only (they can run beside the sequence); the closing todo
 * after the end of the sequence and every own action. Every reference is to an earlier todo.
 */
export function todoOrder(roles: TodoRole[]): number[][] {
  let lastOfSequence: number | null = null;
  const own: number[] = [];
  return roles.map((role, index) => {
    if (index === 0) return [];
    switch (role) {
      case 'sequence': {
        const after = lastOfSequence ?? 0;
        lastOfSequence = index;
        return [after];
      }
      case 'own':
        own.push(index);
        return [0];
      case 'closing':
        return [...new Set([lastOfSequence ?? 0, ...own])].sort((a, b) => a - b);
      default:
        return [0];
    }
  });
}
