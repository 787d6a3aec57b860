import { TEST_CARDS, THREE_DS_CODE } from './cards';
import { startPaymentSimulator } from './simulator';

// `npm run payments:simulator`: the Freedom Pay simulator for development, on 127.0.0.1:8700 by
// default (SIMULATOR_PORT, SIMULATOR_HOST). Kerben is pointed at it with PAYMENT_PROVIDER=freedompay,
// PAYMENT_PROVIDER_URL=http://127.0.0.1:8700 and the same PAYMENT_MERCHANT_ID and PAYMENT_SECRET_KEY
// (docs/payments.md). It refuses to run in production.

if (process.env.NODE_ENV === 'production') {
  console.error('The payment simulator never runs with NODE_ENV=production: it approves test cards without a bank.');
  process.exit(1);
}
const merchantId = process.env.PAYMENT_MERCHANT_ID || '100001';
const secretKey = process.env.PAYMENT_SECRET_KEY || 'simulator-secret-key';
const simulator = await startPaymentSimulator({
  merchantId,
  secretKey,
  host: process.env.SIMULATOR_HOST || '127.0.0.1',
  port: Number(process.env.SIMULATOR_PORT || 8700),
});
console.log(`Freedom Pay simulator on ${simulator.url} (merchant ${merchantId})`);
console.log(
  `Kerben: PAYMENT_PROVIDER=freedompay PAYMENT_PROVIDER_URL=${simulator.url} PAYMENT_MERCHANT_ID=${merchantId} PAYMENT_SECRET_KEY=${secretKey}`,
);
console.log('Test cards (any future expiry, any 3-digit CVC):');
for (const [pan, { note }] of Object.entries(TEST_CARDS)) console.log(`  ${pan}  ${note}`);
console.log(`3-D Secure code: ${THREE_DS_CODE}`);
const stop = () => void simulator.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
