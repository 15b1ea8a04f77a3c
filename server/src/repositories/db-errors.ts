/**
 * Whether a database error is a unique-constraint violation (the same on both engines), of the
 * named constraint or index when one is given.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const { code, constraint: violated } = (error ?? {}) as { code?: unknown; constraint?: unknown };
  return code === '23505' && (constraint === undefined || violated === constraint);
}
