// What other modules and the composition root may use of the users module.
export { type Account, type AccountNumbers, accounts, clients, type NewAccount } from './accounts';
export { hashPassword, verifyAgainstNothing, verifyPassword } from './passwords';
export { userRoutes } from './routes';
export { createUserService, presentClient, presentClientName, type UserService } from './service';
