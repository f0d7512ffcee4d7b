/**
 * Swizzled (wrapped): the stock DocSearch button shows only the Ctrl/Cmd+K
 * hint. The wrapper names every shortcut that opens search (Ctrl+K, Cmd+K and
 * the slash key) in a tooltip.
 */
import React from 'react';
import SearchBar from '@theme-original/SearchBar';
import styles from './styles.module.css';

export default function SearchBarWrapper(): JSX.Element {
  return (
    <div className={styles.searchBar} title="Search the site (Ctrl+K, ⌘K or /)">
      <SearchBar />
    </div>
  );
}
