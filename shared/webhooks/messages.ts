/** Texts of the Webhooks page and calls (issue 28; the spec has no webhooks): ours, in the spec's style. */
export const WebhookMessages = {
  urlRequired: 'URL is required !',
  urlInvalid: 'Enter a valid https URL !',
  eventsRequired: 'Select at least one event !',
  eventInvalid: 'Select a valid event !',
  tooMany: 'A company can have at most 20 webhooks !',
  added: 'Webhook added successfully ! Copy the secret now: it is not shown again.',
  updated: 'Webhook updated successfully !',
  deleted: 'Webhook deleted successfully !',
  testSent: 'Test event sent !',
  /** The test delivery was made but the endpoint did not answer 2xx (the log shows the code; it is retried). */
  testFailed: 'Test event not delivered: see the delivery log !',
  notFound: 'Webhook not found',
  noWebhooks: 'No webhooks added !',
  noDeliveries: 'No deliveries yet',
} as const;
