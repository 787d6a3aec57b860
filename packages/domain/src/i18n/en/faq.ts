import type { FaqItem } from '../../faq';

export const FAQ: readonly FaqItem[] = [
  {
    q: 'How much does delivery cost?',
    a: 'From Chicago to Kyrgyzstan it is $12 per kilogram, from Turkey to Russia $9.5 per kilogram, from Delaware to Russia $16 per kilogram. Work out the exact amount for your parcel in the price calculator.',
  },
  {
    q: 'What is volumetric weight?',
    a: 'A light but large parcel takes up a lot of space on the plane, so its volumetric weight is counted: length × width × height in centimeters, divided by 6000. You pay for the greater of the actual and the volumetric weight.',
  },
  {
    q: 'How long does a parcel take?',
    a: 'From the US to Kyrgyzstan 7–9 days, from the US to Russia 12–17 days, from Turkey to Russia 5–7 days from the day it leaves the warehouse. Ask a manager about delivery times on other routes.',
  },
  {
    q: 'How do I get the warehouse address?',
    a: 'Sign up on the website: the “Warehouse addresses” section of your account will show the addresses of all warehouses with your personal code. Put the code in the address line so we recognize your parcel right away.',
  },
  {
    q: 'Why a warehouse in Delaware?',
    a: 'Delaware has no sales tax, so purchases shipped to this warehouse cost less than in most other states.',
  },
  {
    q: 'What is the duty-free limit on purchases?',
    a: 'The limits are set by the customs of the destination country and change from time to time. At the moment, personal purchases into the EAEU (Kyrgyzstan and Russia) have a duty-free limit on value and weight per parcel; above it, customs duty is charged. Before a big purchase, check the current limit with a manager.',
  },
  {
    q: 'Who pays the customs duty?',
    a: 'If a parcel is over the duty-free limit, the recipient pays the duty. We will tell you the amount in advance and help with the paperwork.',
  },
  {
    q: 'What items cannot be shipped?',
    a: 'Weapons and their parts, ammunition, explosive and flammable substances, aerosols, narcotic and psychotropic substances, prescription drugs, large amounts of liquids, batteries separate from devices, perishable food, money and securities, and anything else prohibited by the law of the destination country.',
  },
  {
    q: 'Can I ship a phone or a laptop?',
    a: 'Yes, we ship electronics with built-in batteries. Separate lithium batteries and power banks are not accepted.',
  },
  {
    q: 'How does buy-out work?',
    a: 'Leave a buy-out request with a link to the item, the quantity and a screenshot. A manager will answer within 6 hours with the total amount, buy the item once you pay and send it to our warehouse. The commission is 10% of the item price.',
  },
  {
    q: 'What if I got the wrong item or a defective one?',
    a: 'Order a quality check (USA $5, Turkey $2): we will inspect the item before shipping. If something is wrong, the parcel stays at the warehouse and we will help you arrange a return to the shop.',
  },
  {
    q: 'Can I return an item to the shop?',
    a: 'Yes, while the parcel is at our warehouse. We will send it back to the seller with your return label; shipping it back within the US or Turkey is paid separately. Once the parcel has left the warehouse, a return to the shop is no longer possible.',
  },
  {
    q: 'How do I insure a parcel?',
    a: 'Insurance costs $3 for parcels up to $100, $5 up to $500, $7.5 up to $1000 and $15 for more expensive ones. If the parcel is lost or damaged, we will pay back its declared value.',
  },
  {
    q: 'How do I pay for delivery?',
    a: 'The delivery cost appears in your account once the parcel is weighed at the warehouse. You can pay with a bank card saved in the “Payment” section.',
  },
  {
    q: 'How do I track a parcel?',
    a: 'Enter the tracking number in the tracking form on the home page or open “My parcels” in your account: the whole status history is there.',
  },
  {
    q: 'Can I combine several orders into one parcel?',
    a: 'Yes. Tell a manager which parcels to consolidate: we will repack them at the warehouse, and you pay for the total weight instead of each parcel separately.',
  },
  {
    q: 'I live in the US, but not in Illinois or Delaware. How do I ship a parcel?',
    a: 'Leave a request on the “How we work” page: give your address, the weight of the shipment and your contacts, and a manager will suggest a convenient way to get it to our warehouse.',
  },
];
