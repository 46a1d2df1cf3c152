import { schemaMigration } from "../platform/schema-script.server";

/**
 * "Not a sales lead" (issue 47): a real message that is no sales lead (a job application, a press
 * question, a supplier) is closed with lead status 'other' and its kind here, so it leaves "To
 * answer", the overdue count, the reminders and the sales figures, and stays searchable and
 * exported with its kind. The views by status already read contact_requests_status_order.
 */
export const migration = schemaMigration("add contact_requests (not_sales_kind?)");
