/**
 * Procurement: purchase orders and invoices.
 * The public entry of this module: other modules, the seed and app.ts import only from here.
 */
export { procurementModule } from './procurement.module.ts';
