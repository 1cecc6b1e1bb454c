/**
 * The runner imports exceljs's Workbook module directly rather than the package root: the root
 * also pulls in the CSV and streaming readers and writers, doubling the bundle for nothing.
 */
declare module 'exceljs/lib/doc/workbook.js' {
  import type { Workbook } from 'exceljs';
  const WorkbookClass: typeof Workbook;
  export default WorkbookClass;
}
