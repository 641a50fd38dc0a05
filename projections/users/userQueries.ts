import type { Knex } from 'knex';

type UserRow = {
  id: string;
  email: string;
  role: 'user' | 'admin';
  /** Moves on at each password change; tokens of an older generation are refused. */
  token_generation: number;
  has_completed_onboarding: boolean;
  created_at: Date;
};

/** The user as the API shows it (the password hash is not in the read models: see api/userCredentials.ts). */
export const toPublicUser = (u: UserRow) => ({
  id: u.id,
  email: u.email,
  role: u.role,
  created_at: new Date(u.created_at).toISOString(),
  has_completed_onboarding: u.has_completed_onboarding,
});

export async function findUserByEmail(db: Knex, email: string): Promise<UserRow | undefined> {
  return db<UserRow>('users').whereRaw('lower(email) = lower(?)', [email]).first();
}

export async function findUserById(db: Knex, id: string): Promise<UserRow | undefined> {
  return db<UserRow>('users').where({ id }).first();
}

export async function countUsers(db: Knex): Promise<number> {
  const row = await db('users').count<{ count: string }[]>({ count: '*' }).first();
  return Number(row?.count ?? 0);
}
