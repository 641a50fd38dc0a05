/** Fixed ids and times for the odyssey and mission deciders: an odyssey, its owner, someone else, and two instants a day apart. */
export const odysseyId = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';
export const userId = '0b7e5a52-3c1d-4e8f-a9b0-c1d2e3f4a5b6';
export const otherUser = '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a';
export const now = '2025-03-01T10:00:00.000Z';
export const later = '2025-03-02T10:00:00.000Z';
