/**
 * The contact form without JavaScript is a plain HTML form posted to `/api/contact`, which answers
 * with a page. These hidden fields are the form's, never the lead's: the page to show the form again
 * on (with its messages) and the page to go to once the message is stored.
 */
export const FORM_PAGE_FIELD = 'formPage';
export const RECEIVED_PAGE_FIELD = 'receivedPage';
