/**
 * The filter's magnifier, in the stroke of editor/components/icons.ts (which has no search icon
 * yet; moving it there is one line). Decorative: the field carries its label.
 */
import { svg } from 'lit';

export const searchIcon = svg`<svg class="search-icon" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><circle cx="11" cy="11" r="7"/><path d="m20 20-3.5-3.5"/></svg>`;
