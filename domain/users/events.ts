import { z } from 'zod';
import { defineEventSchemas, type EventOf } from '../eventSchemas';

export const userRoles = ['user', 'admin'] as const;
export type UserRole = (typeof userRoles)[number];

export const userEventSchemas = defineEventSchemas({
  /** v2: the password hash lives in `user_credentials`, outside the log; v1 carried it (dropped on read). */
  UserRegistered: {
    version: 2,
    schema: z.object({
      userId: z.uuid(),
      email: z.string(),
      role: z.enum(userRoles),
      registeredAt: z.string(),
    }),
    upcast: { 1: ({ passwordHash: _dropped, ...rest }: { passwordHash?: string }) => rest },
  },
  /** The password was changed (the hash is in `user_credentials`): tokens of an older generation stop working. */
  PasswordChanged: { version: 1, schema: z.object({ userId: z.uuid(), tokenGeneration: z.number().int().positive(), changedAt: z.string() }) },
  OnboardingCompleted: { version: 1, schema: z.object({ userId: z.uuid(), completedAt: z.string() }) },
  UserDeleted: { version: 1, schema: z.object({ userId: z.uuid(), deletedBy: z.uuid(), deletedAt: z.string() }) },
  /** Stream `user-email-{keyed hash of the email}`: who holds an email address (uniqueness without a race). */
  EmailReserved: { version: 1, schema: z.object({ email: z.string(), userId: z.uuid() }) },
  EmailReleased: { version: 1, schema: z.object({ email: z.string(), userId: z.uuid() }) },
  /** Stream `system-admin`: the first account becomes admin, exactly once. */
  FirstAdminClaimed: { version: 1, schema: z.object({ userId: z.uuid() }) },
});

type Schemas = typeof userEventSchemas;
export type UserEvent = EventOf<Schemas, 'UserRegistered' | 'PasswordChanged' | 'OnboardingCompleted' | 'UserDeleted'>;
/** An account deleted: every read model that keeps a user's rows handles it. */
export type UserDeleted = EventOf<Schemas, 'UserDeleted'>;
export type EmailReservationEvent = EventOf<Schemas, 'EmailReserved' | 'EmailReleased'>;
