import { globalStyle } from '@vanilla-extract/css';

/*
 * Inherited properties cross into a shadow root. Reset them all on the host so an element renders
 * the same on any page; the theme (which comes after this sheet) then sets text colour and font.
 * `all` leaves custom properties alone, so `--lib-*` set by the host page still arrive, and the
 * host page's own rules on the element (display, margin…) still beat `:host`.
 */
globalStyle(':host', { all: 'initial', display: 'block' });
globalStyle(':host([hidden])', { display: 'none' });
