export { createCodeService } from './codes';
export { createAttemptLimiter } from './rate-limit';
export { authRoutes } from './routes';
export { type AuthService, createAuthService } from './service';
export { createTokenService, type TokenService } from './tokens';
