/** The parts domain's public module: what the domains above it (and the composition) may import. */
export { isLowStockEvent, sendLowStockMail } from './low-stock-mail.js';
export type { LowStockEvent } from './operations/movements.js';
export { partListPage } from './list-read.js';
