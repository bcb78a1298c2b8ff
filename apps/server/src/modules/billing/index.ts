/**
 * Billing: plans, payment providers and the subscription.
 * The public entry of this module: other modules, the seed and app.ts import only from here.
 */
export { billingModule } from './billing.module.ts';
