import { style } from '@vanilla-extract/css';

export const picker = style({ minWidth: '220px', maxWidth: '420px' });

export const chart = style({ maxWidth: '800px', width: '100%' });
