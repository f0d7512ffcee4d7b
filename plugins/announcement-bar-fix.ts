import type { Plugin } from '@docusaurus/types';
import { announcement } from '../src/data/announcement';

/**
 * Docusaurus 2.4.1 hides the announcement bar before hydration when the reader
 * closed *any* earlier bar: its inline script reads only the "dismissed" flag,
 * not which announcement id was dismissed, and the page keeps the bar hidden
 * after React decides a new announcement should show. This script runs right
 * after the theme's and un-hides the bar when the stored id is not the current
 * one, so a new announcement reaches readers who closed an old one.
 */
export default function announcementBarFixPlugin(): Plugin {
  return {
    name: 'announcement-bar-fix',
    injectHtmlTags() {
      if (!announcement) {
        return {};
      }
      const id = JSON.stringify(announcement.id);
      return {
        preBodyTags: [
          {
            tagName: 'script',
            innerHTML: `(function(){try{if(localStorage.getItem('docusaurus.announcement.id')!==${id}){document.documentElement.setAttribute('data-announcement-bar-initially-dismissed','false')}}catch(e){}})();`,
          },
        ],
      };
    },
  };
}
