/**
 * The organisation's users and pending invitations.
 * The public entry of this module: other modules, the seed and app.ts import only from here.
 */
export { usersModule } from './users.module.ts';
export { usersRepository } from './users.repository.ts';
