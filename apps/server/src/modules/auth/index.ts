export { createAccessCache } from './access-cache';
export { createCodeService } from './codes';
export { authRoutes } from './routes';
export { type AuthService, createAuthService } from './service';
export { createThrottles } from './throttle';
export { createTokenService, type TokenService } from './tokens';
