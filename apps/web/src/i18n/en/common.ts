import type { commonTexts } from '../ru/common';
import type { Translation } from '../translation';

const texts: Translation<typeof commonTexts> = {
  brand: {
    name: 'Kerben',
    tagline: 'Shipping from the US and Turkey',
    homeLink: 'Kerben',
  },
  common: {
    loading: 'Loading…',
    cancel: 'Cancel',
    close: 'Close',
    edit: 'Edit',
    delete: 'Delete',
    save: 'Save',
    confirm: 'Confirm',
    retry: 'Try again',
    skipToContent: 'Skip to content',
  },
  errors: {
    network: 'We can’t reach the server. Check your internet connection and try again.',
    generic: 'Something went wrong. Please try again.',
    server: 'Server error. Please try again later.',
    sessionExpired: 'Your session has expired. Please sign in again.',
    title: 'Error',
    chunk: 'Could not load the page. Please refresh it.',
    reload: 'Refresh page',
    unexpectedTitle: 'Something went wrong',
  },
  notFound: {
    title: 'Page not found',
    text: 'The link may be out of date, or there may be a typo in the address.',
    home: 'Back to home',
  },
  noAccess: {
    title: 'Access denied',
    text: 'This page is for administrators only.',
    account: 'My account',
  },
  components: {
    storage: {
      free_one: 'Free storage until {{date}}: {{count}} day left',
      free_other: 'Free storage until {{date}}: {{count}} days left',
      fee_one: 'Storage fee: {{fee}} ({{count}} day at the warehouse)',
      fee_other: 'Storage fee: {{fee}} ({{count}} days at the warehouse)',
      days_one: '{{count}} day',
      days_other: '{{count}} days',
    },
    confirm: {
      title: 'Please confirm',
      confirm: 'Confirm',
      cancel: 'Cancel',
    },
    image: {
      choose: 'Choose file',
      replace: 'Replace',
      drop: 'Drag an image here or click to choose one',
      view: 'View the selected image',
      previewTitle: 'Selected image',
      previewAlt: 'Preview: {{name}}',
      currentAlt: 'Current image',
      remove: 'Remove image',
      uploading: 'Uploading: {{percent}}%',
      rejected: 'This file won’t work: please choose a PNG, JPEG or JPG image.',
    },
    password: {
      toggle: 'Show or hide password',
    },
    code: {
      digit: 'Digit {{n}}',
    },
    phone: {
      placeholder: '+996 555 123 456',
    },
    date: {
      placeholder: 'MM.DD.YYYY',
    },
    table: {
      selectAll: 'Select all rows',
      selectPage: 'Select all on this page',
      selectRow: 'Select row {{id}}',
      empty: 'Nothing here yet',
      selected_one: '{{count}} row selected',
      selected_other: '{{count}} rows selected',
      sortBy: 'Sort by',
      sortAscending: '{{column}}: ascending',
      sortDescending: '{{column}}: descending',
      pagination: 'Pages',
      page: 'Page {{page}}',
      first: 'First page',
      previous: 'Previous page',
      next: 'Next page',
      last: 'Last page',
    },
  },
};
export default texts;
