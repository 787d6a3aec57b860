import type { PublicPageMeta } from '../../site';

export const PUBLIC_PAGES: readonly PublicPageMeta[] = [
  {
    path: '/',
    title: 'Delivery from the US and Turkey to Kyrgyzstan and Russia',
    description:
      'Kerben: delivery of your purchases from the US and Turkey to Kyrgyzstan and Russia from $9.5 per kg. Warehouses in Chicago, Delaware, Istanbul and Bishkek, buy-out, parcel tracking.',
  },
  {
    path: '/calculator',
    title: 'Price calculator',
    description:
      'Work out what delivering a parcel from the US or Turkey to Kyrgyzstan or Russia costs by its weight and dimensions: tariff, volumetric weight and delivery times.',
  },
  {
    path: '/steps-work',
    title: 'How we work',
    description:
      'How to order delivery through Kerben: sign up, get the warehouse address, shop, we receive and weigh the parcel, you pay and pick it up. A request form for senders from other states.',
  },
  {
    path: '/catalog',
    title: 'Shop catalog',
    description:
      'Online shops in the US and Turkey that are easy to order from with delivery through Kerben: search by name, country and category.',
  },
  {
    path: '/markets',
    title: 'Shop',
    description: 'A selection of products and offers from Kerben’s partner shops with delivery from the US and Turkey.',
  },
  {
    path: '/about',
    title: 'About us',
    description:
      'Kerben is a cargo company with warehouses in Chicago, Delaware, Istanbul and Bishkek. Clear tariffs, a photo and status for every parcel, real people in support.',
  },
  {
    path: '/faq',
    title: 'Questions and answers',
    description:
      'Answers to common questions about delivery from the US and Turkey: prices, volumetric weight, delivery times, customs limits, prohibited items, buy-out and returns.',
  },
  {
    path: '/services',
    title: 'Services and prices',
    description:
      'Photos of the parcel’s contents $3, quality check from $2, buy-out 10% of the item price, parcel insurance from $3.',
  },
  {
    path: '/steps',
    title: 'How it works',
    description:
      'Shop in US and Turkish stores with the Kerben warehouse address and your customer code: we receive, pack and deliver your parcel.',
  },
  {
    path: '/size-chart',
    title: 'Size chart',
    description: 'US, European and Russian clothing and shoe size charts for women, men and kids.',
  },
];
