import type { areaTexts } from '../ru/area';
import type { Translation } from '../translation';

const texts: Translation<typeof areaTexts> = {
  area: {
    menu: 'Menu',
    closeMenu: 'Close',
    logout: 'Sign out',
    sidebar: 'Account sections',
    bell: 'Notifications',
    bellUnread_one: '{{count}} unread notification',
    bellUnread_other: '{{count}} unread notifications',
    bellNone: 'No unread notifications',
    clientCode: 'Your customer code',
    copied: 'Code {{code}} copied',
    adminPanel: 'Admin panel',
    account: 'My account',
    sectionTabs: 'Subsections',
    copy: {
      copy: 'Copy',
      copied: 'Copied',
      copyWhat: 'Copy: {{what}}',
      copiedWhat: 'Copied: {{what}}',
      failed: 'Could not copy. Select the text and copy it manually.',
    },
    expected: {
      form: {
        choose: 'Choose',
        courier: 'Courier service',
        track: 'Tracking number',
        origin: 'Origin country',
        toWarehouse: 'Warehouse: {{name}}',
        destination: 'Destination country',
        address: 'Delivery address',
        comments: 'Comment',
        commentsPlaceholder: 'What’s in the parcel: a description helps the warehouse recognize it faster',
      },
      columns: {
        warehouse: 'Warehouse',
        track: 'Tracking number',
        courier: 'Courier',
        comments: 'Comment',
        declared: 'Declared',
        state: 'Status',
        actions: 'Action',
      },
      waiting: 'Expected',
      received: 'Received',
      openParcel: 'Parcel #{{id}}',
      openParcelOf: 'Open parcel #{{id}} (tracking number {{track}})',
      parcelFailed: 'Could not open the parcel',
    },
  },
};
export default texts;
