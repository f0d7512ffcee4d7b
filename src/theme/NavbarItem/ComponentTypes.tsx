/**
 * Swizzled (wrapped): the stock navbar item types, plus `custom-iconLink`,
 * used by the GitHub item in config/navbar.ts. Nothing else changes.
 */
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import IconLinkNavbarItem from './IconLinkNavbarItem';

export default {
  ...ComponentTypes,
  'custom-iconLink': IconLinkNavbarItem,
};
