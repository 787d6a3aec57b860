// What other modules and the composition root may use of the users module.
export { createAccount, grantAdmin } from './accounts';
export { hashPassword, verifyAgainstNothing, verifyPassword } from './passwords';
export {
  findAccess,
  findAccountByEmail,
  findAccountById,
  findClientByCode,
  nextAccountId,
  nextClientCode,
  type UserRow,
  updateAccount,
} from './queries';
export { userRoutes } from './routes';
export { createUserService, presentClient, type UserService } from './service';
